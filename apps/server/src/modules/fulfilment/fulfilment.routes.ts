import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { VIDEO_MAX_BYTES } from '@sankalp/shared/api/admin-fulfilment';
import { requireRole } from '../auth/auth.guards';
import { createStorage } from '../media/storage';
import * as actions from './actions.service';
import { board, boardReachOf, BOARD_ROLES, pujaGroups } from './board.service';
import {
  boardQuery,
  certificateBody,
  consultationBody,
  groupsQuery,
  parcelBody,
  performedBody,
  videoBody,
} from './fulfilment.schemas';
import { uploadVideo } from './videos.service';

const ok = (data: unknown, message = 'Operation successful') => ({ success: true, message, data });

/**
 * The console's fulfilment board (issue 10): every promise made after a payment, overdue first,
 * and the actions that keep them. Reach is the bookings list's: admin and operator everything,
 * temple staff their temples' promises, pandits their consultations (out of reach is 404).
 */
export default async function fulfilmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const storage = createStorage(ctx.config);
  // This plugin's own parser: a video streams through it (the image upload keeps its 5 MB limit).
  await app.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const tags = ['admin'];
  const staff = requireRole(...BOARD_ROLES);
  const pujaTeam = requireRole('admin', 'operator', 'temple_staff');

  app.get(
    '/admin/fulfilment',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Open and recently kept promises, overdue first, then by due date',
        querystring: boardQuery,
      },
    },
    async (req) => ok(await board(ctx, boardReachOf(req), req.query)),
  );

  app.get(
    '/admin/fulfilment/pujas',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Pujas and chadhava events by IST date, with their devotees’ open promises',
        querystring: groupsQuery,
      },
    },
    async (req) => ok(await pujaGroups(ctx, boardReachOf(req), req.query)),
  );

  app.post(
    '/admin/fulfilment/performed',
    {
      onRequest: pujaTeam,
      schema: { tags, summary: 'Mark pujas performed (a puja and date, or chosen promises)', body: performedBody },
    },
    async (req) => ok(await actions.markPerformed(ctx, req, boardReachOf(req), req.body), 'Marked performed'),
  );

  app.post(
    '/admin/fulfilment/videos',
    {
      onRequest: pujaTeam,
      schema: {
        tags,
        summary: 'Upload a puja video (multipart/form-data, field `file`): MP4 or WebM, streamed to storage',
        description:
          '415 `unsupported_video` for anything that is not an MP4 or WebM by its first bytes; 413 `file_too_large` past the limit. Attach it with POST /admin/fulfilment/video.',
      },
      config: { openapi: { success: { status: 201 } }, longUpload: true },
    },
    async (req, reply) => reply.status(201).send(ok({ video: await uploadVideo(ctx, storage, req) }, 'Video uploaded')),
  );

  app.post(
    '/admin/fulfilment/video',
    {
      onRequest: pujaTeam,
      schema: {
        tags,
        summary: 'Attach an uploaded video (or a link) and photos: keeps the puja_video promises',
        body: videoBody,
      },
    },
    async (req) => ok(await actions.attachVideo(ctx, req, boardReachOf(req), req.body), 'Video attached'),
  );

  app.post(
    '/admin/fulfilment/parcel',
    {
      onRequest: pujaTeam,
      schema: {
        tags,
        summary: 'A parcel step: packed, shipped (courier, tracking number), out for delivery, delivered',
        body: parcelBody,
      },
    },
    async (req) => ok(await actions.parcelStep(ctx, req, boardReachOf(req), req.body)),
  );

  app.post(
    '/admin/fulfilment/consultation',
    {
      onRequest: requireRole('admin', 'operator', 'pandit'),
      schema: {
        tags,
        summary: 'A consultation completed or a no-show (a no-show suggests the full refund)',
        body: consultationBody,
      },
    },
    async (req) => ok(await actions.consultationOutcome(ctx, req, boardReachOf(req), req.body)),
  );

  app.post(
    '/admin/fulfilment/certificate',
    {
      onRequest: requireRole('admin', 'operator'),
      schema: { tags, summary: 'Issue 80G certificates (the donations’ receipt PDFs)', body: certificateBody },
    },
    async (req) => ok(await actions.issueCertificates(ctx, req, boardReachOf(req), req.body), 'Certificate issued'),
  );
}
