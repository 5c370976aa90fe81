import { API, type LoginAnswer, pathWith } from '@lotto/contract';
import type { APIRequestContext } from '@playwright/test';
import { firstGame } from './play-page';

/** Promotion facts and real play through the API, as the app and the vendor's page make them. */

const promotionsOf = async (request: APIRequestContext, token?: string) => {
  const response = await request.get(API.promotions.list, {
    headers: { module: 'PROMO3', language: 'EN', ...(token ? { authorization: token } : {}) },
  });
  return (
    (await response.json()) as {
      value: { promotions: { id: number; kind: string; title: string; status: string }[] };
    }
  ).value.promotions;
};

/** A seeded promotion's id by the start of its English title. */
export const promotionId = async (request: APIRequestContext, title: string) => {
  const found = (await promotionsOf(request)).find((p) => p.title.startsWith(title));
  if (!found) throw new Error(`no promotion ${title}`);
  return found.id;
};

/** Joins a promotion through the API. */
export const joinPromotion = async (request: APIRequestContext, token: string, id: number) => {
  const response = await request.post(pathWith(API.promotions.join, { id }), {
    headers: { module: 'PROMO3', authorization: token },
  });
  if (!response.ok()) throw new Error(`join ${id}: ${await response.text()}`);
};

/**
 * Real slot play as the vendor's page makes it: a launch ticket, then settled rounds of
 * `stake` each, `rounds` times.
 */
export const playSlots = async (
  request: APIRequestContext,
  member: LoginAnswer,
  rounds: number,
  stake: string,
) => {
  const slot = await firstGame(request, 'gameType=RNG&vassalage=PG&pageSize=1');
  const launch = await request.post(API.play.launch, {
    headers: { module: 'GAME3', authorization: member.token },
    data: { nodeId: slot.nodeId },
  });
  const url = ((await launch.json()) as { value: { url: string } }).value.url;
  const ticket = new URL(url, 'http://localhost').searchParams.get('ticket') ?? '';
  for (let i = 0; i < rounds; i++) {
    const res = await request.post(API.play.round, {
      headers: { module: 'GAME3' },
      data: {
        ticket,
        requestId: `e2e-${member.id}-${i}-${Date.now()}`,
        stake,
        choice: { kind: 'slot' },
      },
    });
    const round = ((await res.json()) as { value: { round: { roundId: string; status: string } } })
      .value.round;
    if (round.status === 'open') {
      await request.post(API.play.settle, {
        headers: { module: 'GAME3' },
        data: { ticket, roundId: round.roundId },
      });
    }
  }
};
