/**
 * "Canggu, near Kuta": a destination kept as typed with the listed place it is near (either form,
 * full or short). Apart from ./values.ts, so the many screens that only name places do not load
 * the city picker's words with it (docs/decisions/021-first-load-weight.md).
 */
export const anchoredPlaceName = (destination: string, nearCityName: string) => `${destination}, near ${nearCityName}`;
