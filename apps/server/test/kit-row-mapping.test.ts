import { contentEntity, entity } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowMapping } from '../src/platform/kit/row-mapping.js';

/*
 * The kit's row mapping: an entity's fields from their columns, the contract's stamps from theirs,
 * 0/1 columns as yes/no fields, and what an area says otherwise. What must not compile is checked
 * by `npm run typecheck` (the `@ts-expect-error` lines below fail it if they compile).
 */

interface ClubRow {
  id: number;
  website_id: number;
  name: string;
  meeting_room: string | null;
  status: string;
  open_to_all: number;
  order_no: number;
  members_tenths: number;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
}

const club = contentEntity({
  name: z.string(),
  meetingRoom: z.string().nullable(),
  status: z.enum(['ACTIVE', 'PAUSED']),
  openToAll: z.boolean(),
  orderNo: z.number().int(),
  order: z.number().int(),
  members: z.number(),
  leaders: z.array(z.string()),
});

const row: ClubRow = {
  id: 7,
  website_id: 3,
  name: 'Chess',
  meeting_room: null,
  status: 'ACTIVE',
  open_to_all: 1,
  order_no: 2,
  members_tenths: 125,
  created_by: null,
  updated_by: 4,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-02T08:00:00.000Z',
};

const toClub = rowMapping<ClubRow, [string[]]>()(club, {
  order: 'order_no',
  members: (club) => club.members_tenths / 10,
  leaders: (_club, leaders) => leaders,
});

describe('rowMapping', () => {
  it('takes each field from its column, the stamps from theirs, a flag from 0/1 and the rest as told', () => {
    expect(toClub(row, ['Ada'])).toEqual({
      id: 7,
      assetOwnerId: 3,
      name: 'Chess',
      meetingRoom: null,
      status: 'ACTIVE',
      openToAll: true,
      orderNo: 2,
      order: 2,
      members: 12.5,
      leaders: ['Ada'],
      createdBy: null,
      updatedBy: 4,
      createdDate: '2026-11-01T08:00:00.000Z',
      updatedDate: '2026-11-02T08:00:00.000Z',
    });
    expect(toClub({ ...row, open_to_all: 0 }, []).openToAll).toBe(false);
  });

  it('answers the fields in the order the entity declares them, and only those', () => {
    expect(Object.keys(toClub(row, []))).toEqual(Object.keys(club.shape));
  });

  it('makes a new object for every row', () => {
    const first = toClub(row, []);
    expect(toClub(row, [])).not.toBe(first);
    expect(toClub({ ...row, name: 'Drama' }, []).name).toBe('Drama');
    expect(first.name).toBe('Chess');
  });

  it('refuses, when it is made, a source for a field the entity does not have', () => {
    const make = rowMapping<ClubRow>() as unknown as (entity: z.ZodObject, sources: object) => unknown;
    expect(() => make(entity({ name: z.string() }), { nickname: 'name' })).toThrow(
      'rowMapping: the entity has no field nickname',
    );
  });

  it('puts names into the compiled function only as quoted strings', () => {
    const odd = entity({ 'a"b': z.string(), 'c\\": 1, "d': z.string() });
    const toOdd = rowMapping<{ id: number; x: string; y: string }>()(odd, { 'a"b': 'x', 'c\\": 1, "d': 'y' });
    expect(toOdd({ id: 1, x: 'one', y: 'two' })).toEqual({ id: 1, 'a"b': 'one', 'c\\": 1, "d': 'two' });
  });

  it('does not compile a mapping that leaves a field without a source of its type', () => {
    // A field whose column the row does not have.
    // @ts-expect-error members_tenths is not `members`: it must be given
    rowMapping<ClubRow, [string[]]>()(club, { order: 'order_no', leaders: (_club, leaders) => leaders });
    // A column of another type.
    rowMapping<ClubRow, [string[]]>()(club, {
      // @ts-expect-error a text column cannot give a number
      order: 'name',
      members: (club) => club.members_tenths,
      leaders: (_club, leaders) => leaders,
    });
    // A nullable column to a field that is not.
    rowMapping<ClubRow>()(entity({ name: z.string() }), {
      // @ts-expect-error meeting_room may be null
      name: 'meeting_room',
    });
    // A field the entity does not have (refused again when it is made).
    expect(() =>
      rowMapping<ClubRow>()(entity({ name: z.string() }), {
        // @ts-expect-error the entity has no nickname
        nickname: 'name',
      }),
    ).toThrow('no field nickname');
  });
});
