import { comparePath } from "../../shared/routes";
import { useAppSnapshot } from "../state/app-state";
import { currentUse } from "../state/shopper-use";
import { Icon } from "./Icon";
import { Link } from "./Link";

/**
 * While the compare tray holds products, a bar at the bottom of every page (but the comparison
 * itself) says 'Comparar (N)' and opens the comparison of them: within a thumb's reach on a phone,
 * without going back up to the header's menu.
 */
export function CompareBar() {
  const snap = useAppSnapshot();
  const { tray, route } = snap;
  if (tray.items.length === 0 || route.view === "compare") return null;
  return (
    <div className="compare-bar">
      <Link
        href={comparePath(
          tray.items.map((item) => item.id),
          false,
          currentUse(snap),
        )}
        className="button button--primary compare-bar__open"
      >
        <Icon name="compare" /> {`Comparar (${tray.items.length})`}
      </Link>
    </div>
  );
}
