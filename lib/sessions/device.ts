/**
 * A readable name for the device behind a session ("Firefox on Linux"), from its User-Agent.
 * A rough guess is enough for a member to recognise their own devices; order matters because
 * browsers name their ancestors (Edge says Chrome and Safari, Chrome says Safari).
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bHeadlessChrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const OPERATING_SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

// Programs rather than browsers: the API's own clients.
const PROGRAMS: [RegExp, string][] = [
  [/^curl\//i, "curl"],
  [/^python-requests\/|^python-httpx\/|^aiohttp\//i, "Python"],
  [/^node(-fetch)?\b|^undici\b|^axios\//i, "Node.js"],
  [/^okhttp\//i, "Android app"],
  [/^PostmanRuntime\//i, "Postman"],
];

export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim();
  if (!agent) return "Unknown device";
  const program = PROGRAMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (program) return `${program} (API)`;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const os = OPERATING_SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && os) return `${browser} on ${os}`;
  if (browser || os) return (browser ?? os)!;
  return "Unknown device";
}
