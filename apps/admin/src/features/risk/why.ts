import type { adminRiskEndpoints } from '@lotto/contract';
import { type Dictionary, fill } from '../../shared/i18n';

type RiskTexts = Dictionary['risk'];

/** A figure's value in words: "none" and the ways members are linked, in the operator's language. */
const wordedValue = (S: RiskTexts, name: string, value: string): string => {
  if (value === 'none') return S.none;
  if (name === 'linkedBy') {
    return value
      .split(';')
      .map((part) => {
        // "address 192.0.2.7", "device tablet-1": the way named in words, the value kept.
        const [how = '', ...what] = part.trim().split(' ');
        return [S.linkedBy[how] ?? how, ...what].join(' ');
      })
      .join(', ');
  }
  return value;
};

/** The alert's figures by name, worded for the page. */
export const figuresOf = (S: RiskTexts, alert: Pick<adminRiskEndpoints.RiskAlert, 'figures'>) =>
  alert.figures.map((f) => ({
    name: f.name,
    label: S.figureNames[f.name] ?? f.name,
    value: wordedValue(S, f.name, f.value),
  }));

/** One line saying why the alert was raised, from its kind and its own figures. */
export const whyLine = (
  S: RiskTexts,
  alert: Pick<adminRiskEndpoints.RiskAlert, 'kind' | 'figures'>,
): string =>
  fill(S.why[alert.kind], Object.fromEntries(figuresOf(S, alert).map((f) => [f.name, f.value])));
