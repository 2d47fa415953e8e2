import type { GuideMention } from "../../../shared/guides/guide-types";
import { Link } from "../Link";

/** Role names, here rather than from the guides' texts: the product page needs only these words. */
const ROLE_WORDS: Record<GuideMention["role"], string> = {
  general: "mejor en general",
  "calidad-precio": "mejor calidad-precio",
  economico: "mejor económico",
  "gama-alta": "mejor gama alta",
};

/** The guides that name this product: "N.º 1 en Los mejores televisores para gaming". */
export function GuideMentions({ mentions }: { mentions: readonly GuideMention[] | undefined }) {
  if (!mentions?.length) return null;
  return (
    <section className="guide-mentions" aria-label="En nuestras guías">
      <ul>
        {mentions.map((mention) => (
          <li key={mention.path}>
            N.º {mention.rank} en <Link href={mention.path}>{mention.title}</Link> ({ROLE_WORDS[mention.role]})
          </li>
        ))}
      </ul>
    </section>
  );
}
