/**
 * The time, from one place (decision 037): the app has one clock (`app.clock`, app.ts) and code that
 * needs the time asks it, so a test can fix the time for the whole app (`buildApp(config, { clock })`).
 * Dates of the day are India's: format them with @portal/shared's `todayInIndia`.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
