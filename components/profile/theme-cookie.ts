/**
 * The theme last chosen in Settings on this browser, kept in a cookie the root layout reads, so
 * the public pages (the login page after Logout) wear it too. Without it they follow the browser's
 * light or dark preference (`system`, docs/product.md §10). Not a secret: a plain, script-set cookie.
 */
export const THEME_COOKIE = "overlap-theme";
