import { describe, expect, it } from 'vitest';
import { csvCell, csvStream, queriedRows } from './csv.ts';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
    ['-2+3', '"\'-2+3"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
  ])('%s becomes %s', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('keeps negative amounts as numbers with two places and empty values empty', () => {
    expect(csvCell(-12, { money: true })).toBe('-12.00');
    expect(csvCell(7)).toBe('7');
    expect(csvCell(null)).toBe('');
  });
});

describe('CSV stream', () => {
  it('writes the header, then each row as it arrives, amounts with two places', async () => {
    async function* rows() {
      yield { name: '+cmd', amount: 5 };
      yield { name: 'Ada', amount: -1.5 };
    }
    let text = '';
    for await (const chunk of csvStream(['name', 'amount'], rows(), { money: ['amount'] })) text += String(chunk);
    expect(text).toBe('name,amount\r\n"\'+cmd",5.00\r\nAda,-1.50\r\n');
  });

  it('writes Spanish headers, types, statuses and yes/no for lang es, and English names and values without it', async () => {
    const read = async (lang?: 'es') => {
      async function* rows() {
        yield { type: 'credit_memo', status: 'Paid In Full', memo: 'open', shipped: true, amount: 2 };
        yield { type: 'invoice', status: 'Held By ERP', memo: null, shipped: false, amount: 1 };
      }
      let text = '';
      const columns = ['type', 'status', 'memo', 'shipped', 'amount'] as const;
      for await (const chunk of csvStream(columns, rows(), { money: ['amount'], lang })) text += String(chunk);
      return text;
    };
    expect(await read('es')).toBe(
      'Tipo,Estado,Nota,shipped,Importe\r\nNota de crédito,Pagada por completo,open,Sí,2.00\r\nFactura,Held By ERP,,No,1.00\r\n',
    );
    expect(await read()).toBe(
      'type,status,memo,shipped,amount\r\ncredit_memo,Paid In Full,open,true,2.00\r\ninvoice,Held By ERP,,false,1.00\r\n',
    );
  });
});

describe('an export whose query fails', () => {
  async function* refusedQuery(): AsyncGenerator<{ id: number }> {
    yield* [];
    throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
  }

  it('fails before the reply starts: its rows are queried first', async () => {
    await expect(queriedRows(refusedQuery())).rejects.toThrow('0x00');
  });

  it('still yields every row of a query that succeeds', async () => {
    async function* rows() {
      yield* [{ id: 1 }, { id: 2 }];
    }
    const seen: number[] = [];
    for await (const row of await queriedRows(rows())) seen.push(row.id);
    expect(seen).toEqual([1, 2]);
  });
});
