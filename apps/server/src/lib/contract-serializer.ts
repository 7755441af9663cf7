import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { ContractJsonError, compileContractJson } from './contract-json';
import { splicingWriter } from './shared-response';

export interface ContractSerializerOptions {
  /**
   * Validate every response through zod, as fastify-type-provider-zod does, and check that the writer
   * gives the same bytes (tests and development). Off in production: the writer alone.
   */
  check: boolean;
}

const schemaOf = (maybe: unknown) =>
  maybe && typeof maybe === 'object' && 'properties' in maybe && !('_zod' in maybe) ? maybe.properties : maybe;

/**
 * Response serialisation through the contract (docs/decisions/021-request-cost.md): every response leaves
 * with exactly the fields its contract schema names. In production a writer compiled once per route
 * writes them without re-validating; in tests and development zod validates as well, and a response the
 * writer would write differently fails loudly.
 */
export function contractSerializerCompiler(options: ContractSerializerOptions): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { method, url } = route;
    const write = splicingWriter(compileContractJson(schemaOf(route.schema)));
    if (!options.check) {
      return (data: unknown) => {
        try {
          return write(data) as string;
        } catch (error) {
          if (error instanceof ContractJsonError) throw new ResponseSerializationError(method, url, { cause: error as never });
          throw error;
        }
      };
    }
    const viaZod = zodSerializerCompiler(route as never);
    return (data: unknown) => {
      const json = viaZod(data);
      const written = write(data);
      if (written !== json) {
        throw new Error(`contract writer disagrees with zod for ${method} ${url}:\n  zod:    ${json}\n  writer: ${written}`);
      }
      return json;
    };
  };
}
