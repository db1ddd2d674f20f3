/**
 * The lengths of the names people type, one source for each: the request schemas hold them and the pages' inputs
 * (`maxLength`) and their own checks read them; and how far ahead the general calendar is open to everyone. Plain numbers on their own path (`@bazi/contracts/limits`), so a
 * page's script gets them without the schemas.
 */

/** A person's or a chart's name (sign-up, the Bazi form, a saved chart): at most this many characters. */
export const NAME_MAX_CHARS = 255;

/** The name of a person typed into the date selection (/predict/event): at most this many characters. */
export const PERSON_LABEL_MAX_CHARS = 40;

/**
 * How many days after today the general calendar is open to everyone (its public window, "the 30-day rule"):
 * later dates' ratings and tags need a Personal Calendar. The server enforces it; the free-and-paid page states it.
 */
export const GENERAL_DAYS_AHEAD = 30;
