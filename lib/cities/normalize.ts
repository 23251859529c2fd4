import { Converter } from "opencc-js/t2cn";
import { foldName } from "./fold-name";

const HAN = /\p{Script=Han}/u;
const simplified = Converter({ from: "jp", to: "cn" });

/** Han characters in their simplified forms: traditional (臺灣) and Japanese (沖縄) ones folded. */
export const simplifiedHan = (text: string) => (HAN.test(text) ? simplified(text) : text);

/**
 * The one normalisation for city names, used when loading and when searching: the name folded
 * (./fold-name.ts: "São Paulo", "sao paulo" and "SAO-PAULO" meet), and its Han characters written
 * in their simplified forms, so that a name in traditional Chinese or Japanese kanji meets the data
 * set's other spelling: 麗江 and 丽江, 沖縄 and 沖繩 and 冲绳 (OpenCC's tables, the `opencc-js` package).
 */
export function normalizeCityName(raw: string): string {
  return simplifiedHan(foldName(raw));
}

const LATIN = /^[a-z0-9 ]+$/;
// Chinese, Japanese and Korean: what travellers' calendars are also written in (東京, リスボン).
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FC0-9 ]+$/u;

/** Names kept for searching and resolving: Latin-script ones, and Chinese, Japanese and Korean ones. */
export function isSearchable(normalized: string): boolean {
  return normalized.length > 0 && (LATIN.test(normalized) || CJK.test(normalized));
}
