import { GST_STATE_CODES } from './gst-state-codes';
import { gstinCheckCharacter, gstinProblem, gstinState, isValidGstin, normalizeGstin } from './gstin';
import { GSTIN_MESSAGES as M } from './messages';

/** A well-formed GSTIN for a state and PAN, its check character computed. */
const gstin = (state: string, pan = 'ABCDE1234F', entity = '1') => {
  const first14 = `${state}${pan}${entity}Z`;
  return first14 + gstinCheckCharacter(first14);
};

describe('the check character (Luhn mod 36)', () => {
  it('matches GSTINs the GST Network issued', () => {
    // The GST Network's own documentation example, and GSTINs printed on published tax invoices.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('07AAGFF2194N1Z')).toBe('1');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    expect(gstinCheckCharacter('33AAACH7409R1Z')).toBe('8');
  });

  it('works through a whole computation by hand', () => {
    // 0,1 → factors from the right 2,1: 1×2 = 2, 0×1 = 0; sum 2; check (36 − 2) mod 36 = 34 = 'Y'.
    expect(gstinCheckCharacter('01')).toBe('Y');
    // Z (35) × 2 = 70 = 1×36 + 34 → 1 + 34 = 35; check 1.
    expect(gstinCheckCharacter('Z')).toBe('1');
    // I (18) × 2 = 36 = 1×36 + 0 → 1; check 35 = 'Z'. A sum already a multiple of 36 checks with 0.
    expect(gstinCheckCharacter('I')).toBe('Z');
    expect(gstinCheckCharacter('I0Z')).toBe('0'); // Z×2 → 35, 0×1 → 0, I×2 → 1: 36
  });
});

describe('a GSTIN', () => {
  it('is valid with a state code, a PAN, an entity character, Z and its check character', () => {
    for (const number of ['27AAPFU0939F1ZV', '07AAGFF2194N1Z1', gstin('29'), gstin('38', 'PQRST6789K', 'A')])
      expect(gstinProblem(number)).toBeNull();
    expect(isValidGstin(gstin('97'))).toBe(true);
    expect(isValidGstin(gstin('99'))).toBe(true);
  });

  it('is refused with every check character but its own', () => {
    const valid = gstin('07', 'AAGFF2194N');
    const others = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((c) => c !== valid.charAt(14));
    expect(others).toHaveLength(35);
    for (const c of others) expect(gstinProblem(valid.slice(0, 14) + c)).toBe(M.checksum);
  });

  it('catches a single mistyped character and two swapped neighbours', () => {
    const valid = '27AAPFU0939F1ZV';
    expect(gstinProblem('27AAPFU0939F2ZV')).toBe(M.checksum); // entity 1 → 2
    expect(gstinProblem('27AAPFU0993F1ZV')).toBe(M.checksum); // 39 → 93
    expect(gstinProblem(valid)).toBeNull();
  });

  it('must have 15 characters', () => {
    expect(gstinProblem('')).toBe(M.length);
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(M.length);
    expect(gstinProblem('27AAPFU0939F1ZVX')).toBe(M.length);
  });

  it('is written in capitals, letters and digits only', () => {
    expect(gstinProblem('27aapfu0939f1zv')).toBe(M.uppercase);
    expect(gstinProblem('27AAPFU0939F1zV')).toBe(M.uppercase);
    expect(gstinProblem('27AAPFU-939F1ZV')).toBe(M.characters);
    expect(gstinProblem('27AAPFU 939F1ZV')).toBe(M.characters);
  });

  it('starts with a state or union territory code', () => {
    for (const state of ['00', '39', '40', '96', '98', 'AA', '7A'])
      expect(gstinProblem(gstin(state))).toBe(M.stateCode);
    for (const state of Object.keys(GST_STATE_CODES)) expect(gstinProblem(gstin(state))).toBeNull();
    expect(Object.keys(GST_STATE_CODES)).toHaveLength(40); // 01–38, 97 and 99
  });

  it("carries a PAN's shape: 5 letters, 4 digits, 1 letter", () => {
    for (const pan of ['ABCD01234F', 'ABCDE12345', 'ABCDEF234F', '1BCDE1234F', 'ABCDE123FF'])
      expect(gstinProblem(gstin('27', pan))).toBe(M.pan);
  });

  it('has 1–9 or a letter in position 13 and Z in position 14', () => {
    expect(gstinProblem(gstin('27', 'ABCDE1234F', '0'))).toBe(M.entity);
    expect(gstinProblem(gstin('27', 'ABCDE1234F', 'Z'))).toBeNull();
    const notZ = '27ABCDE1234F1Y';
    expect(gstinProblem(notZ + gstinCheckCharacter(notZ))).toBe(M.defaultZ);
  });
});

test('what a shopper types is normalised to how a GSTIN is written', () => {
  expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  expect(normalizeGstin('27 AAPFU 0939 F1ZV')).toBe('27AAPFU0939F1ZV');
  expect(isValidGstin(normalizeGstin('27aapfu0939f1zv'))).toBe(true);
});

test('names the state a GSTIN is registered in', () => {
  expect(gstinState('27AAPFU0939F1ZV')).toBe('Maharashtra');
  expect(gstinState('07AAGFF2194N1Z1')).toBe('Delhi');
  expect(gstinState('00AAGFF2194N1Z1')).toBeNull();
});

test("the shop's refusal names the value and the reason", () => {
  expect(M.invalid('27AAPFU0939F1ZW', M.checksum)).toBe(
    'The VAT ID entered (27AAPFU0939F1ZW) is not a valid GSTIN. This GSTIN’s last character does not match: check it for a typing mistake.',
  );
});
