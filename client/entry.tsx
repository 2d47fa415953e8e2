import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { Root } from "./Root";
import { createAppState, type PagePayload } from "./state/app-state";
import { PAYLOAD_ID, ROOT_ID } from "./dom-ids";
import { preloadView } from "./routes";

const payloadElement = document.getElementById(PAYLOAD_ID);
const rootElement = document.getElementById(ROOT_ID);
if (payloadElement && rootElement) {
  const payload = JSON.parse(payloadElement.textContent ?? "{}") as PagePayload;
  const state = createAppState(payload);
  // The view's chunk is already downloading (modulepreload in the head); hydrate once it is in,
  // so the first render matches the server's exactly.
  void preloadView(payload.data).then(() =>
    startTransition(() => {
      hydrateRoot(rootElement, <Root state={state} />);
    }),
  );
}
