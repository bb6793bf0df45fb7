import { contractIdParamsSchema, z } from '@bp/api-schema';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../../app-context';
import { MESSAGES } from '../../../http/messages';
import { notFound } from '../../../http/problem';
import { authOf } from '../../../plugins/session';
import { ownContract, type OwnContract } from './ownership';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's own contract; set only for routes inside the contract scope. */
    ownContract: OwnContract | null;
  }
}

/** Registers one sub-resource's routes on the scope, with paths relative to the contract. */
export type ContractResource = (scope: ZodApp, ctx: AppContext) => void;

export const CONTRACT_PREFIX = '/api/contracts/:id';

/** Only the contract's id; the routes validate their other parameters themselves. */
const contractParam = z.object({ id: contractIdParamsSchema.shape.id });

/**
 * Everything under /api/contracts/{id}/… in one encapsulated scope. Login by default has
 * already refused a caller without a session (401); before any route's own validation the
 * scope reads the id and loads the caller's contract once, answering 404 alike for an id that
 * cannot be a contract, one that does not exist and another investor's. Routes inside then
 * only do their own job, with the contract from `ownContractOf`.
 */
export async function registerContractResources(
  app: ZodApp,
  ctx: AppContext,
  resources: readonly ContractResource[],
): Promise<void> {
  await app.register(
    async (scope: ZodApp) => {
      scope.decorateRequest('ownContract', null);
      scope.addHook('onRoute', (route) => {
        route.config = { notFoundMessage: MESSAGES.contractNotFound, ...route.config };
      });
      scope.addHook('preValidation', async (request) => {
        const param = contractParam.safeParse(request.params);
        if (!param.success) throw notFound(MESSAGES.contractNotFound);
        request.ownContract = await ownContract(ctx.db, authOf(request).user.id, param.data.id);
      });
      for (const register of resources) register(scope, ctx);
    },
    { prefix: CONTRACT_PREFIX },
  );
}

/** The contract the scope loaded for this request; only routes inside the scope have one. */
export function ownContractOf(request: FastifyRequest): OwnContract {
  if (!request.ownContract) {
    throw new Error(`${request.url}: ownContractOf is for routes inside ${CONTRACT_PREFIX}`);
  }
  return request.ownContract;
}
