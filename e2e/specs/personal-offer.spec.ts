/**
 * What the Personal Calendar offers (issue 39, item 5), in Russian and English: the sales page (/personal)
 * promises reminders by the channels this instance delivers and no other. The e2e
 * server has a bot (a local Bot API server) and Web Push going to a local push service, and its mail goes to the
 * dev outbox: Telegram (on the Russian site only, as the Profile tab offers it) and browser notifications, no
 * e-mail digest.
 */
import { expect, test } from "../fixtures.ts";

const LISTS = {
  ru: {
    channels: ["telegram", "push"],
    texts: [
      "Ежедневные напоминания в Telegram о благоприятных делах",
      "Уведомление в браузере с вашей оценкой дня в выбранное время",
    ],
  },
  en: {
    channels: ["push"],
    texts: ["A browser notification with your rating of the day at the time you choose"],
  },
} as const;

for (const lang of ["ru", "en"] as const) {
  test(`the sales list names only the channels this instance delivers (${lang})`, async ({
    page,
    baseUrl,
    telegram,
  }) => {
    test.skip(!telegram, "the channels of an outside server (E2E_BASE_URL) are not known here");
    const prefix = lang === "en" ? "/en" : "";
    await page.goto(`${baseUrl}${prefix}/personal`);
    const gives = page.getByTestId("personal-gives").locator("li");
    // four things the calendar itself gives, then one line per channel
    await expect(gives).toHaveCount(4 + LISTS[lang].channels.length);
    const channels = page.getByTestId("personal-gives").locator("li[data-channel]");
    expect(await channels.evaluateAll((els) => els.map((e) => e.getAttribute("data-channel")))).toEqual(
      LISTS[lang].channels,
    );
    // each line as read (the star before it is only decoration)
    await expect(channels).toHaveText(LISTS[lang].texts.map((text) => new RegExp(`^✦?\\s*${text}$`)));
    // no line promises e-mail (the dev outbox delivers nothing); English never promises Telegram
    await expect(page.getByTestId("personal-gives")).not.toContainText(/почт|e-mail/i);
    if (lang === "en") await expect(page.getByTestId("personal-gives")).not.toContainText("Telegram");
  });
}
