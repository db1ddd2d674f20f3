/** The place search both city pickers use: the public API's /calendar/location/search, cancellable. */
import type { CityHit } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";

export async function fetchCities(query: string, lang: Lang, signal: AbortSignal): Promise<CityHit[]> {
  const res = await fetch("/calendar/location/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ city: query, lang }),
    signal,
  });
  if (!res.ok) throw new Error(`city search answered ${res.status}`);
  const body = (await res.json()) as { cities?: CityHit[] };
  return body.cities ?? [];
}
