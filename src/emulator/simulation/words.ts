// How the simulated agent hears a caller: by the words they share with an intent's description or
// a rule's name and description. Deliberately simple, so that a person can predict it: reword a
// description and the words it matches change with it.

/** Words too common to tell one intent or rule from another. */
const STOP_WORDS = new Set(
  (
    'the a an and or but if of to in on at for with without from by about as is are was were be been it its ' +
    'this that these those their they them there here i me my you your we our he she his her not no yes do ' +
    'does did can could would should will shall may might must has have had how what when where which who ' +
    'why than then so such into out up over any some all also very just like get got caller agent call calls ' +
    'wants want asks ask says say hello thank thanks okay sure right one'
  ).split(' '),
);

/** The distinct content words of `text`, lower-cased, in the order they first appear. */
export function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
  const out = new Set<string>();
  for (const raw of words) {
    const word = raw.replace(/'[\p{L}]+$/u, '');
    if (word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    out.add(word);
  }
  return [...out];
}

/**
 * Whether two words are forms of one ("charged" and "charge", "fails" and "failures"): equal,
 * the shorter (3 letters or more) begins the longer, or they share a beginning of 4 letters or
 * more that leaves at most 2 letters of the shorter.
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.startsWith(short)) return short.length >= 3;
  let common = 0;
  while (common < short.length && short[common] === long[common]) common++;
  return common >= 4 && common >= short.length - 2;
}

/** The words of `target` the caller said (each counted once). */
export function sharedWords(callerWords: readonly string[], target: string): string[] {
  return contentWords(target).filter((w) => callerWords.some((c) => sameWord(c, w)));
}

export type IntentLike = { id: number; label: string; description?: string | null };
export type RuleLike = { id: number; name: string; description?: string | null; label?: string | null };

/**
 * The intent whose description shares the most words with what the caller said (at least one);
 * a tie goes to the intent listed first. With detection off the call is classified into none.
 */
export function classify(callerWords: readonly string[], intents: readonly IntentLike[], detection: boolean) {
  if (!detection) return null;
  let best: IntentLike | null = null;
  let bestScore = 0;
  for (const intent of intents) {
    const score = sharedWords(callerWords, intent.description ?? '').length;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}

/** A rule gives its label when the caller said two or more of the words of its name and description. */
export const RULE_MATCH_WORDS = 2;

export function matchedRules(callerWords: readonly string[], rules: readonly RuleLike[]): RuleLike[] {
  return rules.filter(
    (rule) => sharedWords(callerWords, `${rule.name} ${rule.description ?? ''}`).length >= RULE_MATCH_WORDS,
  );
}
