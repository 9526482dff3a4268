// The Detail page's race card, wired to the app's http client.

import { createRaceCard } from './races-card.ts';
import { http } from './session.ts';

export const raceCard = createRaceCard({ http, logger: console });
