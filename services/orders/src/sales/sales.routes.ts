import { exportSales, getSales } from '@shop/contracts';
import { registerEndpoint } from '@shop/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesCsv } from './sales-csv.js';
import type { SalesService } from './sales.service.js';

export const salesRoutes: FastifyPluginAsyncZod<{ sales: SalesService }> = async (app, { sales }) => {
  registerEndpoint(app, getSales, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return sales.report(request.query);
  });

  registerEndpoint(app, exportSales, async (request, reply) => {
    const { table, ...query } = request.query;
    const csv = salesCsv(await sales.report(query), table);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="sales-${table}-${query.from}-to-${query.to}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
};
