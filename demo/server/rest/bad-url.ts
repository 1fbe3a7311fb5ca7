import { operationsOf, readDocument } from './document.ts';
import { HttpProblem } from './problems.ts';

/**
 * The problem for a path that does not decode as UTF-8 (a lone surrogate, say), which fails before any
 * route is matched: the path is matched here against the contract's paths, segment by segment, so the
 * answer can still name the parameter the bad segment stands for.
 */
const PREFIX = '/v1';
let templates: string[][] | undefined;

const decodes = (segment: string) => {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
};

export function badUrlProblem(url: string): HttpProblem {
  const segments = url.split('?')[0]!.split('/');
  const bad = segments.findIndex((segment) => !decodes(segment));
  templates ??= operationsOf(readDocument()).map((operation) => `${PREFIX}${operation.path}`.split('/'));
  // As the router does, a literal segment wins over a parameter: prefer the template with most literals.
  const literals = (template: string[]) => template.filter((part) => !part.startsWith('{')).length;
  const template = templates
    .filter(
      (candidate) =>
        candidate.length === segments.length && candidate.every((part, index) => part.startsWith('{') || part === segments[index]),
    )
    .sort((a, b) => literals(b) - literals(a))[0];
  const parameter = template?.[bad]?.match(/^\{(\w+)\}$/)?.[1];
  const detail = 'is not valid percent-encoded UTF-8; encode text as UTF-8 before percent-encoding it.';
  return parameter ? new HttpProblem(400, `${parameter} ${detail}`, { parameter }) : new HttpProblem(400, `The path ${detail}`);
}
