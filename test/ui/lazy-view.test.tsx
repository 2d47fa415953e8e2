import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense, type ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { lazyView, type LazyView } from "../../client/lazy-view";

type Props = { count: number };
const Panel = ({ count }: Props) => <label>LG ({count})</label>;

/** A view whose chunk arrives when the test says so. */
function heldChunk() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const View = lazyView<Props>(async () => {
    await arrived;
    return { default: Panel };
  });
  return { View, arrive: () => act(async () => arrive()) };
}

function Page({ View, count }: { View: LazyView<Props>; count: number }) {
  return (
    <Suspense fallback={<p>cargando</p>}>
      <View count={count} />
    </Suspense>
  );
}

describe("client/lazy-view.ts: a view or section reached before its code", () => {
  afterEach(cleanup);

  it("shows the fallback, then its content, and keeps that content's elements when it renders again", async () => {
    const { View, arrive } = heldChunk();
    const { rerender } = render(<Page View={View} count={3} />);
    expect(screen.getByText("cargando")).toBeTruthy();
    await arrive();
    const shown = screen.getByText("LG (3)");
    rerender(<Page View={View} count={4} />);
    expect(screen.getByText("LG (4)")).toBe(shown);
  });

  it("renders one element type for as long as it is on the page, whenever its code arrives", async () => {
    // React keeps a component's elements only while the type it renders stays the same. A section first
    // rendered while its chunk was on the way, and rendered again once the chunk was in, had changed type
    // (the lazy wrapper, then the component itself): React replaced its whole subtree. That was the
    // listing's filter panel, swapped for an identical one about a second after a client navigation, so
    // that a tap on it in that moment went to a box no longer in the page (Firefox, a journey's click on
    // 'LG': "Node is detached from document").
    const { View, arrive } = heldChunk();
    const types: unknown[] = [];
    function Recorder({ count }: Props) {
      // The element View returns, called as React calls it (its hooks are this component's).
      const element = (View as unknown as (props: Props) => ReactElement)({ count });
      types.push(element.type);
      return null;
    }
    const { rerender } = render(<Recorder count={1} />);
    // The chunk requested (as the lazy wrapper requests it on its first render) and in.
    const loading = View.preload();
    await arrive();
    await loading;
    rerender(<Recorder count={2} />);
    expect(types.length).toBeGreaterThanOrEqual(2);
    expect(new Set(types).size).toBe(1);
  });

  it("renders without suspending once its code is in (the worker and a hydrating page preload it)", async () => {
    const { View, arrive } = heldChunk();
    const preloaded = View.preload();
    await arrive();
    await preloaded;
    render(<Page View={View} count={1} />);
    expect(screen.queryByText("cargando")).toBeNull();
    expect(screen.getByText("LG (1)")).toBeTruthy();
  });
});
