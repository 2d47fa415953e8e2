import type { SuggestAnswer } from "../../../shared/api-contract";
import { HttpError } from "../../api-reader";

/** Answers this page already has, by term: typing back a letter shows them at once. */
const KEPT = 30;
const kept = new Map<string, SuggestAnswer>();

export function keptSuggestions(term: string): SuggestAnswer | undefined {
  return kept.get(term);
}

export async function fetchSuggestions(term: string, signal?: AbortSignal): Promise<SuggestAnswer> {
  const url = `/api/search/suggest?${new URLSearchParams({ q: term })}`;
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new HttpError(response.status, url);
  const answer = (await response.json()) as SuggestAnswer;
  kept.set(term, answer);
  for (const old of kept.keys()) {
    if (kept.size <= KEPT) break;
    kept.delete(old);
  }
  return answer;
}
