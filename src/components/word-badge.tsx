import { Badge, type BadgeVariant } from '@mantine/core';

/** How the dashboard shows one value the service sends: its word and its badge colour. */
export type Word = { text: string; color: string };
/**
 * The words for one kind of value (a firing's state, a severity, a clip set's status). A Map:
 * the value is the service's text, and "constructor" must not find Object's.
 */
export type Words = ReadonlyMap<string, Word>;

/** A value we know as its word ("firing": "Firing", in any case); any other exactly as sent; `none` for none. */
export function wordOf(words: Words, value: string | null | undefined, none: string): string {
  if (!value) return none;
  return words.get(value.toLowerCase())?.text ?? value;
}

/**
 * A value as a badge: its word, never colour alone, whole (no capitals forced, never cut).
 * A filled badge is drawn in white on the word's shade: keep those shades dark (.8 and .9 stay
 * above 4.5:1). An unknown value is grey.
 */
export function WordBadge({
  words,
  value,
  variant,
}: {
  words: Words;
  value: string;
  variant: Extract<BadgeVariant, 'filled' | 'light'>;
}) {
  const color = words.get(value.toLowerCase())?.color ?? (variant === 'filled' ? 'gray.8' : 'gray');
  return (
    <Badge
      variant={variant}
      color={color}
      c={variant === 'filled' ? 'white' : undefined}
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {wordOf(words, value, value)}
    </Badge>
  );
}
