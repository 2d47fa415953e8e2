import { useEffect, useState } from "react";
import { getCategory, type CategoryId } from "../../../shared/categories";
import { categoryPath } from "../../../shared/routes";
import { getJson } from "../../api-reader";
import { Link } from "../Link";

interface SearchCounts {
  /** `listed`: what each category's own listing shows for the term, its spec words understood there. */
  byCategory: { categoryId: CategoryId; listed: number }[];
}

const results = (n: number) => (n === 1 ? "1 resultado" : `${n} resultados`);

/**
 * Under a search with no results in this category, where it has some: "3 resultados en
 * Auriculares", each a link to that category's listing with the same term, which shows exactly those
 * (GET /api/search counts what each listing shows, with the words it understands: "anc" typed in
 * Televisores is the noise-cancelling headphones).
 */
export function ElsewhereResults({ term, categoryId }: { term: string; categoryId: CategoryId }) {
  const [elsewhere, setElsewhere] = useState<SearchCounts["byCategory"]>([]);
  useEffect(() => {
    let current = true;
    setElsewhere([]);
    getJson<SearchCounts>(`/api/search?${new URLSearchParams({ q: term, limite: "1" })}`).then(
      (answer) => current && setElsewhere((answer?.byCategory ?? []).filter((c) => c.listed && c.categoryId !== categoryId)),
      (error: unknown) => console.error("[search] other categories not counted", error),
    );
    return () => {
      current = false;
    };
  }, [term, categoryId]);
  if (elsewhere.length === 0) return null;
  return (
    <ul className="elsewhere">
      {elsewhere.map((c) => (
        <li key={c.categoryId}>
          <Link href={`${categoryPath(c.categoryId)}?${new URLSearchParams({ q: term })}`}>
            {results(c.listed)} en {getCategory(c.categoryId).name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
