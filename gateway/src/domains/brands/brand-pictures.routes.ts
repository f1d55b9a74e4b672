// Brand pictures over plain HTTP (GraphQL carries no files): POST uploads one slot's picture,
// GET serves it back. Both need a session whose pages include Brand List; an upload is checked
// (slot, name, size, content) before anything is forwarded, and the upstream token never leaves.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayServices } from '../../platform/graphql/context.js';
import { requiredId } from '../../platform/graphql/validate.js';
import { pageKey } from '../../platform/permissions/menu-access.js';
import { readSession } from '../../platform/sessions/session-cookie.js';
import { UpstreamNotOffered } from '../../platform/upstream/described.js';
import { UpstreamError, UpstreamStatusError } from '../../platform/upstream/errors.js';
import { toBrandPicture } from './brands.mapper.js';
import { fetchBrandPicture, uploadBrandPicture } from './brands.rest.js';
import type { BrandPictureRow } from './brands.types.js';
import { isBareFileName, MAX_PICTURE_BYTES, pictureType } from './picture-bytes.js';

export const PICTURES_PAGE = 'Brand List';
const ROUTE = '/api/brands/:brandId/pictures/:slot';

interface Target {
  brandId: number;
  slot: 1 | 2 | 3;
}

/** An error answer the client shows as is: { error: { code, message, field? } }. */
export class PictureError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

function target(request: FastifyRequest): Target {
  const { brandId, slot } = request.params as { brandId: string; slot: string };
  // Digits only ('1e3', ' 1', '0x1' are no ids), then the one required-id rule the GraphQL inputs use.
  const id = /^[0-9]+$/.test(brandId) ? Number(brandId) : Number.NaN;
  try {
    requiredId('brandId', id);
  } catch (error) {
    throw new PictureError(400, 'BAD_USER_INPUT', (error as Error).message, 'brandId');
  }
  if (!/^[123]$/.test(slot)) throw new PictureError(400, 'BAD_USER_INPUT', 'slot must be 1, 2 or 3', 'slot');
  return { brandId: id, slot: Number(slot) as Target['slot'] };
}

/** The session (no one-time password pending) with `page` among its member's pages; 401 or 403 otherwise. */
export async function requirePage(
  request: FastifyRequest,
  services: GatewayServices,
  page = PICTURES_PAGE,
): Promise<void> {
  const session = await readSession(request, services, undefined, request.log);
  if (!session) throw new PictureError(401, 'UNAUTHENTICATED', 'You are not signed in');
  // As on /graphql (authChecker): a one-time password opens nothing here until it is replaced.
  if (session.mustChangePassword)
    throw new PictureError(
      403,
      'PASSWORD_CHANGE_REQUIRED',
      'Set a new password first: you signed in with a one-time password',
    );
  const access = await services.access.forSession(session, request.log);
  if (!access.openKeys.has(pageKey(page)))
    throw new PictureError(403, 'FORBIDDEN', `You do not have access to ${page}`);
}

export function sendError(reply: FastifyReply, error: unknown, request: FastifyRequest) {
  if (error instanceof PictureError) {
    return reply
      .code(error.status)
      .send({ error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) } });
  }
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return reply
      .code(413)
      .send({ error: { code: 'BAD_USER_INPUT', message: 'The picture is larger than 5 MB', field: 'file' } });
  }
  // Bases that keep the pictures but do not serve them back (the description has only the uploads).
  if (error instanceof UpstreamNotOffered)
    return reply
      .code(404)
      .send({ error: { code: 'NOT_FOUND', message: "The distributor's services do not serve pictures back" } });
  if (error instanceof UpstreamStatusError && error.status < 500 && error.upstreamMessage) {
    return reply
      .code(error.status === 404 ? 404 : 400)
      .send({ error: { code: error.status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT', message: error.upstreamMessage } });
  }
  if (error instanceof UpstreamError)
    return reply.code(502).send({ error: { code: error.code, message: 'Failed to upload the picture' } });
  request.log.error({ error: error instanceof Error ? error.message : String(error) }, 'brand picture route failed');
  return reply.code(500).send({ error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal error' } });
}

/**
 * The CSRF rule of /graphql (Apollo's csrfPrevention): a multipart post is a "simple" request a
 * cross-site form can send with the cookie, so it must carry a header that forces a preflight.
 */
export function requirePreflightHeader(request: FastifyRequest): void {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && value.trim() !== '';
  };
  if (!header('apollo-require-preflight') && !header('x-apollo-operation-name')) {
    throw new PictureError(
      400,
      'BAD_REQUEST',
      'This upload was refused as a possible cross-site request: send the apollo-require-preflight header',
    );
  }
}

async function upload(request: FastifyRequest, services: GatewayServices) {
  requirePreflightHeader(request);
  const { brandId, slot } = target(request);
  await requirePage(request, services);
  if (!request.isMultipart())
    throw new PictureError(400, 'BAD_USER_INPUT', 'Send the picture as multipart/form-data', 'file');
  const file = await request.file();
  if (file?.fieldname !== 'file')
    throw new PictureError(400, 'BAD_USER_INPUT', 'Attach the picture as the form field "file"', 'file');
  if (!isBareFileName(file.filename))
    throw new PictureError(400, 'BAD_USER_INPUT', 'The file name must not contain folders', 'file');
  const bytes = await file.toBuffer();
  if (bytes.length === 0) throw new PictureError(400, 'BAD_USER_INPUT', 'The file is empty', 'file');
  const kind = pictureType(bytes);
  if (!kind)
    throw new PictureError(400, 'BAD_USER_INPUT', 'Only PNG, JPEG, GIF or WebP pictures can be uploaded', 'file');
  const saved = await uploadBrandPicture(
    services,
    brandId,
    slot,
    { bytes, filename: `brand-${brandId}-${slot}.${kind.extension}`, contentType: kind.type },
    request.log,
  );
  await services.refs.invalidate('brands');
  return { picture: toBrandPicture(brandId, saved as BrandPictureRow) };
}

export async function registerBrandPictures(app: FastifyInstance, services: GatewayServices): Promise<void> {
  await app.register(async (scope) => {
    // Scoped here: no other route parses multipart bodies. Size is checked while streaming.
    await scope.register(multipart, {
      preservePath: true,
      limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 0, parts: 1 },
    });

    scope.post(ROUTE, async (request, reply) => {
      try {
        return reply.send(await upload(request, services));
      } catch (error) {
        return sendError(reply, error, request);
      }
    });

    scope.get(ROUTE, async (request, reply) => {
      try {
        const { brandId, slot } = target(request);
        await requirePage(request, services);
        const picture = await fetchBrandPicture(services, brandId, slot);
        if (!pictureType(picture.bytes))
          throw new PictureError(502, 'UPSTREAM_BAD_RESPONSE', 'The stored picture is not an image');
        return reply
          .type(picture.contentType)
          .header('cache-control', 'private, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(picture.bytes);
      } catch (error) {
        return sendError(reply, error, request);
      }
    });
  });
}
