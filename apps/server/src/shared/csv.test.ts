import { describe, expect, it } from 'vitest';
import { csvCell, csvStream, queriedRows, type CsvReader } from './csv.ts';

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
    expect(text).toBe('\uFEFFName,Amount\r\n"\'+cmd",5.00\r\nAda,-1.50\r\n');
  });

  it('opens in Excel as UTF-8: the file starts with the byte-order mark', async () => {
    let text = '';
    for await (const chunk of csvStream(['memo'], (async function* () {})())) text += String(chunk);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes the header, types, statuses and yes/no in the reader’s language, in their spreadsheet’s dialect', async () => {
    const read = async (reader: CsvReader) => {
      async function* rows() {
        yield { type: 'credit_memo', status: 'Paid In Full', memo: 'open; now', shipped: true, amount: 2 };
        yield { type: 'invoice', status: 'Held By ERP', memo: null, shipped: false, amount: -1234.5 };
      }
      let text = '';
      const columns = ['type', 'status', 'memo', 'shipped', 'amount'] as const;
      for await (const chunk of csvStream(columns, rows(), { money: ['amount'], reader })) text += String(chunk);
      return text.slice(1);
    };
    expect(await read({ lang: 'es', dialect: { separator: ',', decimal: '.' } })).toBe(
      'Tipo,Estado,Nota,shipped,Importe\r\nNota de crédito,Pagada por completo,open; now,Sí,2.00\r\nFactura,Held By ERP,,No,-1234.50\r\n',
    );
    expect(await read({ lang: 'es', dialect: { separator: ';', decimal: ',' } })).toBe(
      'Tipo;Estado;Nota;shipped;Importe\r\nNota de crédito;Pagada por completo;"open; now";Sí;2,00\r\nFactura;Held By ERP;;No;-1234,50\r\n',
    );
    expect(await read({ lang: 'en', dialect: { separator: ',', decimal: '.' } })).toBe(
      'Type,Status,Memo,shipped,Amount\r\nCredit memo,Paid in full,open; now,Yes,2.00\r\nInvoice,Held By ERP,,No,-1234.50\r\n',
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
