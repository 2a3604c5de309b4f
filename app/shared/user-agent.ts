// A readable name for a signed-in device ("Chrome · Android") from its
// User-Agent header. Deliberately small: the browsers and systems our users
// have, the in-app browsers of KakaoTalk and Naver included; anything else
// is "unknown" rather than a guess.

interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

// Order matters: many browsers also claim to be Chrome and Safari.
const BROWSERS: Array<[RegExp, string]> = [
  [/KAKAOTALK/i, "KakaoTalk"],
  [/NAVER\(inapp/i, "NAVER app"],
  [/Whale\//, "Whale"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, "Android"],
  [/iPhone|iPod/, "iOS"],
  [/iPad/, "iPadOS"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, os: null };
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
    os: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
  };
}

/** "Chrome · Android", "Chrome", "Android", or null when nothing is known. */
export function deviceName(userAgent: string | null | undefined): string | null {
  const { browser, os } = describeUserAgent(userAgent);
  return [browser, os].filter(Boolean).join(" · ") || null;
}
