// Store pictures over plain HTTP: GET /api/store-pictures/:id serves one picture with the session's
// Store Pictures page checked; the upstream token stays here. Drawn pictures are SVG: served with a
// policy that lets them run nothing.
import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../../platform/graphql/context.js';
import { PictureError, requirePage, sendError } from '../brands/brand-pictures.routes.js';
import { pictureType } from '../brands/picture-bytes.js';
import { fetchStorePicture } from './records.rest.js';

export const STORE_PICTURES_PAGE = 'Store Pictures';

export function registerStorePictures(app: FastifyInstance, services: GatewayServices): void {
  app.get('/api/store-pictures/:id', async (request, reply) => {
    try {
      const { id } = request.params as { id: string };
      if (!/^[0-9]{1,9}$/.test(id) || Number(id) < 1)
        throw new PictureError(400, 'BAD_USER_INPUT', 'id must be a whole number of 1 or more', 'id');
      await requirePage(request, services, STORE_PICTURES_PAGE);
      const picture = await fetchStorePicture(services, Number(id));
      const svg =
        picture.contentType === 'image/svg+xml' && picture.bytes.subarray(0, 5).toString('latin1') === '<svg ';
      if (!svg && !pictureType(picture.bytes))
        throw new PictureError(502, 'UPSTREAM_BAD_RESPONSE', 'The stored picture is not an image');
      return reply
        .type(svg ? 'image/svg+xml' : picture.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(picture.bytes);
    } catch (error) {
      return sendError(reply, error, request);
    }
  });
}
