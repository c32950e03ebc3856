import { emptyValues, gameConfigPatch, type DemandFormValues, type GameDefaultField } from '@/pages/demand/components/formValues';
import type { ResellerGameConfig } from '@/types';

const config = (over: Partial<ResellerGameConfig> = {}): ResellerGameConfig => ({
  gameId: '101',
  enabled: true,
  autoPublic: false,
  defaultTradeMethod: 'FACE_TO_FACE',
  defaultMinQuantity: 5,
  defaultMaxQuantity: 500,
  ...over,
});
const none = () => false;
const only =
  (...fields: GameDefaultField[]) =>
  (f: GameDefaultField) =>
    fields.includes(f);

describe("gameConfigPatch: a chosen game's defaults in the publish form", () => {
  it('fills every untouched field from the game config, over the form defaults', () => {
    expect(gameConfigPatch({ ...emptyValues(), gameId: '101' }, config(), none)).toEqual({
      tradeMethod: 'FACE_TO_FACE',
      minQuantity: 5,
      maxQuantity: 500,
      publicStatus: 'PRIVATE',
    });
  });

  it('also replaces values prefilled from the last demand, since the user did not touch them', () => {
    const last: DemandFormValues = {
      gameId: '101',
      tradeMethod: 'MAIL',
      minQuantity: 1,
      maxQuantity: 50,
      publicStatus: 'PUBLIC',
      quantity: 800,
    };
    expect(gameConfigPatch(last, config({ autoPublic: true }), none)).toEqual({
      tradeMethod: 'FACE_TO_FACE',
      minQuantity: 5,
      maxQuantity: 500,
    });
  });

  it('keeps what the user set, but fills a touched field the user emptied', () => {
    const v: DemandFormValues = { ...emptyValues(), tradeMethod: 'MAIL', minQuantity: 2, maxQuantity: undefined };
    expect(gameConfigPatch(v, config(), only('tradeMethod', 'minQuantity', 'maxQuantity'))).toEqual({
      maxQuantity: 500,
      publicStatus: 'PRIVATE',
    });
  });

  it('never proposes a maximum per order above the quantity already entered', () => {
    expect(gameConfigPatch({ ...emptyValues(), quantity: 120 }, config(), none).maxQuantity).toBe(120);
    expect(gameConfigPatch({ ...emptyValues(), quantity: 900 }, config(), none).maxQuantity).toBe(500);
  });

  it('changes nothing for a game without a config, or when the values already match', () => {
    expect(gameConfigPatch({ ...emptyValues() }, undefined, none)).toEqual({});
    const same: DemandFormValues = { tradeMethod: 'FACE_TO_FACE', minQuantity: 5, maxQuantity: 500, publicStatus: 'PRIVATE' };
    expect(gameConfigPatch(same, config(), none)).toEqual({});
  });
});
