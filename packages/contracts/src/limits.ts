/**
 * The lengths of the names people type, one source for each: the request schemas hold them and the pages' inputs
 * (`maxLength`) and their own checks read them. Plain numbers on their own path (`@bazi/contracts/limits`), so a
 * page's script gets them without the schemas.
 */

/** A person's or a chart's name (sign-up, the Bazi form, a saved chart): at most this many characters. */
export const NAME_MAX_CHARS = 255;

/** The name of a person typed into the date selection (/predict/event): at most this many characters. */
export const PERSON_LABEL_MAX_CHARS = 40;
