// WCAG contrast maths (src/theme/contrast.ts) and what the theme does with it (src/theme/parseStyles.ts): unset
// text colours follow the page's background; a page's own low-contrast colours are reported.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { AA, contrast, over, parseColor, readableOn, type Rgba } from '../../src/theme/contrast';
import { loadContrast, schemeStyles } from '../../src/theme/parseStyles';

// The contrast checks are a chunk the loader fetches for pages with styles; here, loaded up front.
before(() => loadContrast());
import { DARK_THEME, DEFAULT_THEME, type Theme } from '../../src/theme/tokens';

const ratio = (text: string, background: string) => contrast(parseColor(text)!, parseColor(background)!);
const near = (actual: Rgba | null, expected: Rgba) => {
  assert.ok(actual, 'parsed');
  actual.forEach((c, i) =>
    assert.ok(Math.abs(c - expected[i]!) < 0.6, `${actual.join()} ≈ ${expected.join()}`),
  );
};

describe('parseColor', () => {
  test('hex in its four lengths, any case', () => {
    assert.deepEqual(parseColor('#fff'), [255, 255, 255, 1]);
    assert.deepEqual(parseColor('#19303D'), [25, 48, 61, 1]);
    assert.deepEqual(parseColor('#0008'), [0, 0, 0, 136 / 255]);
    assert.deepEqual(parseColor(' #FF000080 '), [255, 0, 0, 128 / 255]);
  });

  test('rgb() and rgba(), comma and space syntax, percentages and alpha', () => {
    assert.deepEqual(parseColor('rgb(17, 17, 17)'), [17, 17, 17, 1]);
    assert.deepEqual(parseColor('rgba(0,128,0,0.5)'), [0, 128, 0, 0.5]);
    assert.deepEqual(parseColor('rgb(0 128 0 / 90%)'), [0, 128, 0, 0.9]);
    near(parseColor('rgb(100% 50% 0%)'), [255, 127.5, 0, 1]);
  });

  test('hsl() and hsla()', () => {
    near(parseColor('hsl(0, 100%, 50%)'), [255, 0, 0, 1]);
    near(parseColor('hsl(120deg 100% 25%)'), [0, 127.5, 0, 1]);
    near(parseColor('hsla(240, 100%, 50%, 0.25)'), [0, 0, 255, 0.25]);
    near(parseColor('hsl(-120 100% 50%)'), [0, 0, 255, 1]);
    near(parseColor('hsl(0 0% 100%)'), [255, 255, 255, 1]);
  });

  test('white, black, transparent', () => {
    assert.deepEqual(parseColor('White'), [255, 255, 255, 1]);
    assert.deepEqual(parseColor('black'), [0, 0, 0, 1]);
    assert.deepEqual(parseColor('transparent'), [0, 0, 0, 0]);
  });

  test('what it cannot read is unknown (null), never a guess', () => {
    for (const text of [
      'var(--brand)',
      'color-mix(in srgb, red 50%, blue)',
      'rebeccapurple',
      'oklch(70% 0.1 200)',
      'rgb(1 2)',
      'rgb(none 0 0)',
      'hsl(0.5turn 50% 50%)',
      '#12345',
      '',
    ])
      assert.equal(parseColor(text), null, text);
  });
});

describe('contrast (WCAG 2 relative luminance)', () => {
  test('the reference values', () => {
    assert.equal(ratio('#000', '#fff').toFixed(2), '21.00');
    assert.equal(ratio('#fff', '#fff'), 1);
    assert.equal(ratio('#777', '#fff').toFixed(2), '4.48');
    assert.equal(ratio('#767676', '#fff').toFixed(2), '4.54');
    // Symmetric.
    assert.equal(ratio('#fff', '#767676'), ratio('#767676', '#fff'));
  });

  test("issue 14's numbers: the light theme's error and secondary on a #111 card", () => {
    assert.ok(ratio(DEFAULT_THEME.colors.error, '#111') < 2);
    assert.ok(ratio(DEFAULT_THEME.colors.secondary, '#111') < AA);
  });

  test('a translucent text colour is composited over its background first', () => {
    assert.deepEqual(over([0, 0, 0, 0.5], [255, 255, 255, 1]), [127.5, 127.5, 127.5, 1]);
    assert.equal(ratio('rgb(0 0 0 / 50%)', '#fff'), ratio('rgb(127.5 127.5 127.5)', '#fff'));
    assert.equal(ratio('transparent', '#123'), 1);
  });
});

describe('readableOn', () => {
  const black: Rgba = [17, 17, 17, 1];

  test("keeps the theme's own colour when it passes", () => {
    assert.equal(readableOn([255, 255, 255, 1], '#8B1214', '#FF8A8C'), null);
  });

  test("takes the other preset's colour when that passes", () => {
    assert.equal(readableOn(black, '#8B1214', '#FF8A8C', true), '#FF8A8C');
  });

  test('else moves towards white on dark backgrounds and black on light ones until AA', () => {
    const onDark = readableOn(black, '#8B1214', '#3a0000')!;
    assert.ok(ratio(onDark, '#111') >= AA, onDark);
    assert.ok(parseColor(onDark)![0] > 139, 'lighter');
    const onLight = readableOn([238, 238, 238, 1], '#ff8a8c', '#ffcccc')!;
    assert.ok(ratio(onLight, '#eee') >= AA, onLight);
    assert.ok(parseColor(onLight)![0] < 255, 'darker');
  });

  test('even on the hardest background (mid grey) the result reaches AA, the banner tint included', () => {
    for (let grey = 0; grey <= 255; grey += 5) {
      const bg: Rgba = [grey, grey, grey, 1];
      const bgText = `rgb(${grey} ${grey} ${grey})`;
      const colour = readableOn(bg, '#8B1214', '#FF8A8C') ?? '#8B1214';
      assert.ok(ratio(colour, bgText) >= AA, `${colour} on ${bgText}`);
    }
  });

  test('an unparseable own colour is kept', () => {
    assert.equal(readableOn(black, 'var(--brand)', '#fff'), null);
  });
});

describe('the theme: unset colours follow the background, set ones are kept and checked', () => {
  const pairs = (theme: Theme) => [
    [theme.colors.primary, theme.container.backgroundColor],
    [theme.colors.secondary, theme.container.backgroundColor],
    [theme.colors.success, theme.container.backgroundColor],
    [theme.colors.error, theme.container.backgroundColor],
    [theme.buttons.primary.textColor, theme.buttons.primary.backgroundColor],
    [theme.buttons.secondary.textColor, theme.buttons.secondary.backgroundColor],
    [theme.inputs.textColor, theme.inputs.backgroundColor],
    [theme.inputs.placeholderColor, theme.inputs.backgroundColor],
  ];

  test('both presets reach AA for every text colour on its background', () => {
    for (const theme of [DEFAULT_THEME, DARK_THEME])
      for (const [text, bg] of pairs(theme)) assert.ok(ratio(text!, bg!) >= AA, `${text} on ${bg}`);
  });

  test('a page that themes the card dark gets readable error, secondary (watermark) and success colours', () => {
    const { theme, warnings } = schemeStyles(
      '{"container":{"backgroundColor":"#111"},"colors":{"primary":"#fff"}}',
      undefined,
    );
    assert.equal(theme.colors.primary, '#fff');
    assert.equal(theme.colors.error, DARK_THEME.colors.error);
    assert.equal(theme.colors.secondary, DARK_THEME.colors.secondary);
    assert.equal(theme.colors.success, DARK_THEME.colors.success);
    assert.deepEqual(warnings, []);
    // The presets themselves are untouched.
    assert.equal(DEFAULT_THEME.colors.error, '#8B1214');
  });

  test('an unset primary follows too; theme="dark" with a light card goes the other way', () => {
    assert.equal(
      schemeStyles({ container: { backgroundColor: 'black' } }, 'light').theme.colors.primary,
      '#F3F5F6',
    );
    const light = schemeStyles({ container: { backgroundColor: '#fafafa' } }, 'dark').theme;
    for (const key of ['primary', 'secondary', 'success', 'error'] as const)
      assert.equal(light.colors[key], DEFAULT_THEME.colors[key]);
  });

  test('on any background every unset text colour reaches AA', () => {
    for (const bg of [
      '#000',
      '#111',
      '#444',
      '#777',
      '#808080',
      '#aaa',
      '#f00',
      '#00f',
      'hsl(200 60% 40%)',
    ]) {
      const { theme, warnings } = schemeStyles({ container: { backgroundColor: bg } }, 'light');
      for (const key of ['primary', 'secondary', 'success', 'error'] as const)
        assert.ok(ratio(theme.colors[key], bg) >= AA, `${key} ${theme.colors[key]} on ${bg}`);
      assert.deepEqual(warnings, [], bg);
    }
  });

  test('nothing is derived from a background it cannot read, or a translucent one', () => {
    for (const bg of ['var(--page-bg)', 'transparent', 'rgb(0 0 0 / 50%)']) {
      const { theme, warnings } = schemeStyles({ container: { backgroundColor: bg } }, 'light');
      assert.deepEqual(theme.colors, DEFAULT_THEME.colors, bg);
      assert.deepEqual(warnings, [], bg);
    }
  });

  test('a colour the page sets is kept as given, and reported when below AA, naming both colours and the ratio', () => {
    const { theme, warnings } = schemeStyles(
      { container: { backgroundColor: '#111' }, colors: { error: '#8B1214', secondary: 'var(--muted)' } },
      undefined,
    );
    assert.equal(theme.colors.error, '#8B1214');
    assert.equal(theme.colors.secondary, 'var(--muted)');
    assert.deepEqual(warnings, [
      'styles.colors.error #8B1214 on styles.container.backgroundColor #111 has a contrast of 1.97:1, below the 4.5:1 WCAG AA asks of text.',
    ]);
  });

  test('buttons and inputs: text on their own background, a translucent one over the card', () => {
    const { warnings } = schemeStyles(
      {
        buttons: { primary: { backgroundColor: '#eee' }, secondary: { textColor: '#999' } },
        inputs: { backgroundColor: 'transparent', placeholderColor: '#bbb' },
      },
      'light',
    );
    assert.deepEqual(
      warnings.map((w) => w.split(' ')[0]),
      [
        'styles.buttons.primary.textColor',
        'styles.buttons.secondary.textColor',
        'styles.inputs.placeholderColor',
      ],
    );
    assert.match(
      warnings[0]!,
      /#FFFFFF on styles\.buttons\.primary\.backgroundColor #eee has a contrast of 1\.16:1/,
    );
    // Passing pairs, and colours it cannot read, say nothing.
    assert.deepEqual(
      schemeStyles({ colors: { primary: '#000', error: 'color-mix(in srgb, red, black)' } }, 'light')
        .warnings,
      [],
    );
  });
});
