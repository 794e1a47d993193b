// The number typed in a field, or an error naming the setting: a number field holding text the browser
// could not read reports '' (and Number('') is 0, which would reach the core as a real value).
import { t } from '../i18n/locale.js';
import '../i18n/en-first.js'; // the ld- messages it words

/** The field's number; throws `name: must be a number` when it is empty or not a number. */
export function numberIn(input, name) {
  const text = input.value.trim();
  const value = text === '' ? NaN : Number(text);
  if (!Number.isFinite(value)) throw new Error(t('ld-not-a-number', { name }));
  return value;
}
