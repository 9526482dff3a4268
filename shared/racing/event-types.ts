// The kinds of race meeting: the app's tabs, the API's event_type filter and the feed's meeting type.
export const EVENT_TYPES = ['Races', 'Harness', 'Greyhounds'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The tab the race day opens on, and a feed meeting's type when it names none. */
export const DEFAULT_EVENT_TYPE: EventType = 'Races';
