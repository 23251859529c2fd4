import { Converter } from "opencc-js/t2cn";

/**
 * The one normalisation for city names, used when loading and when searching, so that
 * "São Paulo", "sao paulo" and "SAO-PAULO" meet: accents stripped, lower case, Latin ligatures
 * spelled out, anything that is not a letter or digit turned into one space. Japanese kana keep
 * their voicing marks (ポルト is not ホルト). Han characters are written in their simplified
 * forms, so that a name in traditional Chinese or Japanese kanji meets the data set's other
 * spelling: 麗江 and 丽江, 沖縄 and 沖繩 and 冲绳 (OpenCC's tables, the `opencc-js` package).
 */
const SPELLED_OUT: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};
const KANA_VOICING = /[\u3099\u309A]/;
const ASCII = /^[\x20-\x7e]*$/;
const MARKS = /\p{M}/u;
const HAN = /\p{Script=Han}/u;
const simplified = Converter({ from: "jp", to: "cn" });

/** Han characters in their simplified forms: traditional (臺灣) and Japanese (沖縄) ones folded. */
export const simplifiedHan = (text: string) => (HAN.test(text) ? simplified(text) : text);

export function normalizeCityName(raw: string): string {
  const lower = raw.toLowerCase();
  // Most names are plain ASCII (hundreds of thousands at each load): no Unicode work for them.
  if (ASCII.test(lower)) return lower.replace(/[^a-z0-9]+/g, " ").trim();
  let folded = lower.normalize("NFD");
  if (MARKS.test(folded)) {
    folded = folded.replace(/\p{M}+/gu, (marks) => marks.replace(/[^\u3099\u309A]/g, ""));
    if (KANA_VOICING.test(folded)) folded = folded.normalize("NFC");
  }
  return simplifiedHan(
    folded
      .replace(/[ßæœøłđðþı]/g, (char) => SPELLED_OUT[char] ?? char)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim(),
  );
}

const LATIN = /^[a-z0-9 ]+$/;
// Chinese, Japanese and Korean: what travellers' calendars are also written in (東京, リスボン).
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FC0-9 ]+$/u;

/** Names kept for searching and resolving: Latin-script ones, and Chinese, Japanese and Korean ones. */
export function isSearchable(normalized: string): boolean {
  return normalized.length > 0 && (LATIN.test(normalized) || CJK.test(normalized));
}
