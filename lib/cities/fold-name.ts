/**
 * A name folded for comparing: accents stripped, lower case, Latin ligatures spelled out, anything
 * that is not a letter or digit turned into one space, so that "São Paulo", "sao paulo" and
 * "SAO-PAULO" meet. Japanese kana keep their voicing marks (ポルト is not ホルト). It is the one
 * normalisation of city names (./normalize.ts) without its Han tables, so a browser can run it
 * (the admin's place suggestions) without downloading them.
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
  // Azerbaijani's schwa and Maltese's barred h: "Şəki" is Sheki, "Ħamrun" Hamrun.
  ə: "e",
  ħ: "h",
};
const SPELLED_OUT_LETTERS = new RegExp(`[${Object.keys(SPELLED_OUT).join("")}]`, "g");
const KANA_VOICING = /[\u3099\u309A]/;
/**
 * Apostrophes written as modifier letters, which Unicode counts as letters: Hawaiian and Samoan ʻokina ("Savaiʻi",
 * "Nukuʻalofa"), Ukrainian ʼ, the ʿ and ʾ of Arabic transliterations. An apostrophe is a space, as "'" is.
 */
const LETTER_APOSTROPHES = /[\u02B9\u02BB-\u02BF\u02C8]/gu;
const ASCII = /^[\x20-\x7e]*$/;
const MARKS = /\p{M}/u;

export function foldName(raw: string): string {
  const lower = raw.toLowerCase();
  // Most names are plain ASCII (hundreds of thousands at each load): no Unicode work for them.
  if (ASCII.test(lower)) return lower.replace(/[^a-z0-9]+/g, " ").trim();
  let folded = lower.normalize("NFD");
  if (MARKS.test(folded)) {
    folded = folded.replace(/\p{M}+/gu, (marks) => marks.replace(/[^\u3099\u309A]/g, ""));
    if (KANA_VOICING.test(folded)) folded = folded.normalize("NFC");
  }
  return folded
    .replace(SPELLED_OUT_LETTERS, (char) => SPELLED_OUT[char]!)
    .replace(LETTER_APOSTROPHES, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
