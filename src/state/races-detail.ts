// The Detail page's race card, wired to the app's http client.

import { http } from '../api/client.ts';
import { createRaceCard } from './races-card.ts';

export const raceCard = createRaceCard({ http, logger: console });
