import { TEXT } from "../../shared/texts";
import { navigate } from "../navigate";
import { useAppState } from "../state/app-state";

/** PRODUCT-RULES.md (Calls and errors): why the view's data did not load, and 'Reintentar', which loads the same address again. */
export function LoadErrorNotice({ message }: { message: string }) {
  const state = useAppState();
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={() => void navigate(state, state.url, { replace: true })}>
        {TEXT.retry}
      </button>
    </div>
  );
}
