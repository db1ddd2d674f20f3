/**
 * Accounts and charts for the web app's page actions (Services.accounts): the same use cases as the JSON API,
 * with raw form input validated by the same schemas, answering an Outcome (the value and the cookies to set,
 * or the problem in the request's language) instead of throwing. Also loads the Viewer that every page of a
 * signed-in user is rendered with.
 */
import {
  ChangePasswordSchema,
  ChartCreateSchema,
  ChartUuidSchema,
  DeleteAccountSchema,
  HoursWindowBodySchema,
  LocationBodySchema,
  RecoveryCheckSchema,
  RecoveryCodeSchema,
  RecoveryPasswordSchema,
  type Services,
  SignInSchema,
  SignUpSchema,
  type Viewer,
} from "@bazi/contracts";
import { t } from "@bazi/i18n/accounts";
import { AppError } from "../../errors.ts";
import { outcome, parseInput, principalOf } from "../../http/outcome.ts";
import { clearedSessionCookies, sessionCookie } from "../../http/session.ts";
import type { ChartsService } from "../charts/charts.service.ts";
import type { AccountsService, Principal } from "./accounts.service.ts";

export async function loadViewer(
  accounts: AccountsService,
  charts: ChartsService,
  p: Principal,
): Promise<Viewer | null> {
  try {
    const [{ user, location, hoursWindow }, list] = await Promise.all([
      accounts.me(p),
      charts.list(p.userId),
    ]);
    return { user, location, hoursWindow, charts: list.list, active: list.active };
  } catch (e) {
    if (e instanceof AppError && e.code === "UNAUTHORIZED") return null;
    throw e;
  }
}

export function createAccountsPages(accounts: AccountsService, charts: ChartsService): Services["accounts"] {
  return {
    signIn: (s, input, lang) =>
      outcome(lang, async () => {
        const { token, user } = await accounts.signIn(parseInput(SignInSchema, input, lang), s.ip);
        return { value: { user }, cookies: [sessionCookie(token, s.https)] };
      }),
    signUp: (s, input, lang) =>
      outcome(lang, async () => {
        const { token, user } = await accounts.signUp(parseInput(SignUpSchema, input, lang), lang, s.ip);
        return { value: { user }, cookies: [sessionCookie(token, s.https)] };
      }),
    signOut: (s, lang) =>
      outcome(lang, async () => {
        if (s.principal) await accounts.signOut(s.principal);
        return { value: null, cookies: clearedSessionCookies(s.https) };
      }),
    recoveryCode: (s, input, lang) =>
      outcome(lang, async () => {
        await accounts.recoveryCode(parseInput(RecoveryCodeSchema, input, lang).email, lang, s.ip);
        return { value: { message: t(lang, "account.ok.codeSent") } };
      }),
    recoveryCheck: (_s, input, lang) =>
      outcome(lang, async () => {
        const body = parseInput(RecoveryCheckSchema, input, lang);
        await accounts.recoveryCheck(body.email, body.code);
        return { value: { message: t(lang, "account.ok.codeValid") } };
      }),
    recoveryPassword: (_s, input, lang) =>
      outcome(lang, async () => {
        const body = parseInput(RecoveryPasswordSchema, input, lang);
        await accounts.recoveryPassword(body.email, body.code, body.password, lang);
        return { value: { message: t(lang, "account.ok.passwordChanged") } };
      }),
    changePassword: (s, input, lang) =>
      outcome(lang, async () => {
        const p = principalOf(s);
        const body = parseInput(ChangePasswordSchema, input, lang);
        const { token } = await accounts.changePassword(p, body.pass, lang);
        return {
          value: { message: t(lang, "account.ok.passwordChanged") },
          cookies: [sessionCookie(token, s.https)],
        };
      }),
    saveLocation: (s, input, lang) =>
      outcome(lang, async () => {
        const p = principalOf(s);
        return {
          value: { location: await accounts.saveLocation(p, parseInput(LocationBodySchema, input, lang)) },
        };
      }),
    saveHours: (s, input, lang) =>
      outcome(lang, async () => {
        const p = principalOf(s);
        const hoursWindow = await accounts.saveHours(p, parseInput(HoursWindowBodySchema, input, lang), lang);
        return { value: { hoursWindow, message: t(lang, "account.ok.hoursSaved") } };
      }),
    deleteAccount: (s, input, lang) =>
      outcome(lang, async () => {
        const p = principalOf(s);
        await accounts.deleteAccount(p, parseInput(DeleteAccountSchema, input, lang).password, lang);
        return {
          value: { message: t(lang, "account.ok.accountDeleted") },
          cookies: clearedSessionCookies(s.https),
        };
      }),
    createChart: (s, input, lang) =>
      outcome(lang, async () => {
        const p = principalOf(s);
        const chart = await charts.create(p.userId, parseInput(ChartCreateSchema, input, lang), lang);
        return { value: { chart, message: t(lang, "account.ok.chartSaved") } };
      }),
    selectChart: (s, input, lang) =>
      outcome(lang, async () => ({
        value: await charts.select(principalOf(s).userId, parseInput(ChartUuidSchema, input, lang).uuid),
      })),
    unselectChart: (s, input, lang) =>
      outcome(lang, async () => ({
        value: await charts.unselect(principalOf(s).userId, parseInput(ChartUuidSchema, input, lang).uuid),
      })),
    deleteChart: (s, input, lang) =>
      outcome(lang, async () => ({
        value: await charts.remove(principalOf(s).userId, parseInput(ChartUuidSchema, input, lang).uuid),
      })),
    chart: (s, uuid, lang) =>
      outcome(lang, async () => {
        const id = ChartUuidSchema.safeParse({ uuid });
        if (!id.success) throw new AppError("NOT_FOUND");
        return { value: { chart: await charts.get(principalOf(s).userId, id.data.uuid) } };
      }),
  };
}
