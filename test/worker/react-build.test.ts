import * as React from "react";
import { describe, expect, it } from "vitest";

describe("the workers project runs what production runs", () => {
  it("renders with React's production build (the development build exports captureOwnerStack and act)", () => {
    expect("captureOwnerStack" in React).toBe(false);
    expect("act" in React).toBe(false);
  });
});
