import { copyrightLine } from './copyright';

const june2031 = new Date('2031-06-15T12:00:00Z');

test.each([
  ['Zepp Shop India Pvt. Ltd. All rights reserved.', '© 2031 Zepp Shop India Pvt. Ltd. All rights reserved.'],
  ['© 2025 Zepp Shop India Pvt. Ltd.', '© 2031 Zepp Shop India Pvt. Ltd.'],
  [
    'Copyright © 2013-present Magento, Inc. All rights reserved.',
    '© 2031 Magento, Inc. All rights reserved.',
  ],
  ['(c) 2019 – 2024, Acme Retail', '© 2031 Acme Retail'],
])('%j gives one notice with the current year', (configured, line) => {
  expect(copyrightLine(configured, june2031)).toBe(line);
});

test('no configured copyright, or only a notice, gives no line', () => {
  expect(copyrightLine(null, june2031)).toBeNull();
  expect(copyrightLine('  ', june2031)).toBeNull();
  expect(copyrightLine('© 2025', june2031)).toBeNull();
});
