// 근로계약서 (issue 33, ADR 0040): made by the job's manager from a proposed or active job, read and signed
// by both parties in either order, a new version for every change (earlier ones stay readable, a signed
// one never changes), one PDF once both signed. Every read and change is scoped to the job's two parties:
// another manager (of the same center too) or another caregiver gets a 404. Every view, signature,
// download and change is recorded with the session it came from.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  CONTRACT_MESSAGES,
  contractProblems,
  contractSummary,
  sameName,
  type ContractChangeInput,
  type ContractDetail,
  type ContractInput,
  type JobContract,
  type SignContractInput,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import {
  caregivers,
  centers,
  contractChangeRequests,
  contractEvents,
  contracts,
  contractSignatures,
  contractVersions,
  elders,
  jobs,
  users,
  type ContractVersionRow,
} from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { invalid } from '../jobs/jobs-repository';
import { jobsQuery, ownJob, type JobRowWithParties, type Role } from '../jobs/views';
import type { PrivateFile, PrivateStorage } from '../storage/private-storage';
import { pdfFile } from '../storage/file-content';
import { bodyOf, canonicalJson, contentHashOf, draftOf, fieldsOf, sha256 } from './fields';
import { notifyContractEvent } from './notify';

const M = CONTRACT_MESSAGES;

/** Who asks, and from where (the audit of every view, signature and download). */
export interface Caller {
  role: Role;
  userId: number;
  sessionId: string | null;
  ip: string | null;
}

type EventAction = (typeof contractEvents.$inferInsert)['action'];

async function recordEvent(
  db: Db,
  caller: Caller,
  contractId: number,
  version: number,
  action: EventAction,
): Promise<void> {
  await db.insert(contractEvents).values({
    contractId,
    version,
    userId: caller.userId,
    side: caller.role,
    action,
    sessionId: caller.sessionId,
    ip: caller.ip,
  });
}

// ---------------------------------------------------------------- reads
async function ownJobRow(db: Db, role: Role, userId: number, jobId: number): Promise<JobRowWithParties> {
  const [row] = await jobsQuery(db).where(and(eq(jobs.id, jobId), ownJob(role, userId)));
  if (!row) throw notFound();
  return row;
}

/** The contract with its job, when the caller is one of the job's two parties; else 404. */
async function ownContract(db: Db, role: Role, userId: number, contractId: number) {
  const [row] = await db
    .select({ contract: contracts, job: jobs })
    .from(contracts)
    .innerJoin(jobs, eq(jobs.id, contracts.jobId))
    .where(and(eq(contracts.id, contractId), ownJob(role, userId)));
  if (!row) throw notFound();
  return row;
}

async function versionsOf(db: Db, contractId: number): Promise<ContractVersionRow[]> {
  return db
    .select()
    .from(contractVersions)
    .where(eq(contractVersions.contractId, contractId))
    .orderBy(asc(contractVersions.version));
}

/** The elder's care needs in words and the profile parts the job's read lacks. */
async function partiesOf(db: Db, row: JobRowWithParties) {
  const [[elder], [cg], [center]] = await Promise.all([
    db
      .select({
        meal: elders.meal,
        toileting: elders.toileting,
        mobility: elders.mobility,
        daily: elders.daily,
      })
      .from(elders)
      .where(eq(elders.id, row.job.elderId)),
    db
      .select({ birthYear: caregivers.birthYear })
      .from(caregivers)
      .where(eq(caregivers.userId, row.job.caregiverId)),
    db
      .select({ road: centers.roadAddress, detail: centers.detailAddress })
      .from(centers)
      .where(eq(centers.id, row.centerId)),
  ]);
  const needs = elder ? [...elder.meal, ...elder.toileting, ...elder.mobility, ...elder.daily] : [];
  return {
    needs,
    parties: {
      birthYear: cg?.birthYear ?? null,
      centerAddress: center ? [center.road, center.detail].filter(Boolean).join(' ') : '',
    },
  };
}

/** GET /api/{role}/jobs/{jobId}/contract: the job's contract id, and for the manager the form's values. */
export async function jobContract(db: Db, role: Role, userId: number, jobId: number): Promise<JobContract> {
  const row = await ownJobRow(db, role, userId, jobId);
  const [contract] = await db.select().from(contracts).where(eq(contracts.jobId, jobId));
  if (role === 'caregiver') return { jobId, contractId: contract?.id ?? null, draft: null };
  let draft: ContractInput;
  const latest = contract ? (await versionsOf(db, contract.id)).at(-1) : undefined;
  if (latest) draft = bodyOf(latest.fields);
  else draft = draftOf(row, (await partiesOf(db, row)).needs);
  return { jobId, contractId: contract?.id ?? null, draft };
}

export async function contractDetail(
  db: Db,
  caller: Caller,
  contractId: number,
  version?: number,
): Promise<ContractDetail> {
  const { contract } = await ownContract(db, caller.role, caller.userId, contractId);
  const detail = await detailOf(db, caller.role, contract.id, version);
  await recordEvent(db, caller, contract.id, detail.version, 'view');
  return detail;
}

async function detailOf(db: Db, role: Role, contractId: number, version?: number): Promise<ContractDetail> {
  const versions = await versionsOf(db, contractId);
  const latest = versions.at(-1);
  const shown = version === undefined ? latest : versions.find((v) => v.version === version);
  if (!latest || !shown) throw notFound();
  const [signatures, requests] = await Promise.all([
    db
      .select()
      .from(contractSignatures)
      .where(
        inArray(
          contractSignatures.versionId,
          versions.map((v) => v.id),
        ),
      ),
    db
      .select()
      .from(contractChangeRequests)
      .where(eq(contractChangeRequests.contractId, contractId))
      .orderBy(asc(contractChangeRequests.id)),
  ]);
  const sigOf = (versionId: number, side: Role) =>
    signatures.find((s) => s.versionId === versionId && s.side === side);
  const sigOut = (versionId: number, side: Role) => {
    const s = sigOf(versionId, side);
    return s ? { name: s.typedName, signedAt: s.signedAt.toISOString(), strokes: s.strokes } : null;
  };
  const [contract] = await db.select().from(contracts).where(eq(contracts.id, contractId));
  return {
    contractId,
    jobId: contract!.jobId,
    version: shown.version,
    latestVersion: latest.version,
    fields: shown.fields,
    summary: contractSummary(shown.fields),
    contentHash: shown.contentHash,
    createdAt: shown.createdAt.toISOString(),
    signatures: { caregiver: sigOut(shown.id, 'caregiver'), manager: sigOut(shown.id, 'manager') },
    completedAt: shown.completedAt?.toISOString() ?? null,
    pdfSha256: shown.pdfSha256,
    canSign: shown.id === latest.id && !sigOf(shown.id, role),
    versions: versions.map((v) => ({
      version: v.version,
      createdAt: v.createdAt.toISOString(),
      signedByCaregiver: Boolean(sigOf(v.id, 'caregiver')),
      signedByManager: Boolean(sigOf(v.id, 'manager')),
      completedAt: v.completedAt?.toISOString() ?? null,
    })),
    changeRequests: requests.map((r) => ({
      id: r.id,
      version: r.version,
      section: r.section as ContractDetail['changeRequests'][number]['section'],
      text: r.text,
      createdAt: r.createdAt.toISOString(),
      answered: r.version < latest.version,
    })),
  };
}

// ---------------------------------------------------------------- reports and operators
/**
 * A contract one of its two parties reports (else 404): its label and the other party, whose account the
 * report is about.
 */
export async function reportableContract(
  db: Db,
  side: Role,
  userId: number,
  contractId: number,
): Promise<{ label: string; userId: number }> {
  const { contract, job } = await ownContract(db, side, userId, contractId);
  const [row] = await jobsQuery(db).where(eq(jobs.id, job.id));
  return {
    label: `근로계약서 #${contract.id} · ${row?.centerName ?? ''} · ${row?.caregiverName ?? ''} 요양보호사`,
    userId: side === 'caregiver' ? job.managerId : job.caregiverId,
  };
}

/** An operator's read of a reported contract: its latest version as the manager sees it, nobody to sign. */
export async function operatorContract(db: Db, contractId: number): Promise<ContractDetail> {
  const detail = await detailOf(db, 'manager', contractId);
  return { ...detail, canSign: false };
}

/** The latest version, locked: its signatures and the requests on it are made one at a time. */
async function latestForUpdate(tx: Db, contractId: number): Promise<ContractVersionRow | undefined> {
  const [latest] = await tx
    .select()
    .from(contractVersions)
    .where(eq(contractVersions.contractId, contractId))
    .orderBy(desc(contractVersions.version))
    .limit(1)
    .for('update');
  return latest;
}

// ---------------------------------------------------------------- make and change
/**
 * POST /api/manager/jobs/{jobId}/contract: the job's first version, or a new one of its contract (both
 * sides sign again). The same fields as the latest version make nothing new (a double tap, a retry).
 */
export async function saveContract(
  db: Db,
  caller: Caller,
  jobId: number,
  body: ContractInput,
  now: Date,
): Promise<{ created: boolean; detail: ContractDetail }> {
  const row = await ownJobRow(db, 'manager', caller.userId, jobId);
  if (row.job.status !== 'proposed' && row.job.status !== 'active') throw conflict(M.jobNotOpen);
  const problems = contractProblems(body, row.job.schedule, now);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const { parties } = await partiesOf(db, row);
  const fields = fieldsOf(row, parties, body);

  const { contractId, created } = await db.transaction(async (tx) => {
    await tx.insert(contracts).values({ jobId, createdAt: now }).onConflictDoNothing();
    // The contract row is the lock: two saves of one job make their versions one after the other.
    const [contract] = await tx.select().from(contracts).where(eq(contracts.jobId, jobId)).for('update');
    if (!contract) throw new Error('contract row missing');
    const [latest] = await tx
      .select()
      .from(contractVersions)
      .where(eq(contractVersions.contractId, contract.id))
      .orderBy(desc(contractVersions.version))
      .limit(1);
    if (latest && canonicalJson(latest.fields) === canonicalJson(fields))
      return { contractId: contract.id, created: false };
    const version = (latest?.version ?? 0) + 1;
    await tx.insert(contractVersions).values({
      contractId: contract.id,
      version,
      fields,
      contentHash: contentHashOf(contract.id, version, fields),
      createdBy: caller.userId,
      createdAt: now,
    });
    await recordEvent(tx, caller, contract.id, version, version === 1 ? 'create' : 'revise');
    await notifyContractEvent(tx, 'contract_ready', contract.id, row.job, 'caregiver', now);
    return { contractId: contract.id, created: true };
  });
  return { created, detail: await detailOf(db, 'manager', contractId) };
}

/** `이 부분을 고쳐주세요`: the caregiver asks for a change of the latest version; the manager is told. */
export async function requestChange(
  db: Db,
  caller: Caller,
  contractId: number,
  body: ContractChangeInput,
  now: Date,
): Promise<ContractDetail> {
  const { contract, job } = await ownContract(db, 'caregiver', caller.userId, contractId);
  await db.transaction(async (tx) => {
    const latest = await latestForUpdate(tx, contract.id);
    if (!latest || latest.version !== body.version) throw conflict(M.superseded);
    await tx.insert(contractChangeRequests).values({
      contractId: contract.id,
      version: latest.version,
      userId: caller.userId,
      section: body.section,
      text: body.text,
      createdAt: now,
    });
    await recordEvent(tx, caller, contract.id, latest.version, 'change_request');
    await notifyContractEvent(tx, 'contract_change_requested', contract.id, job, 'manager', now);
  });
  return detailOf(db, 'caregiver', contract.id);
}

// ---------------------------------------------------------------- sign
/**
 * POST /api/{role}/contracts/{contractId}/sign: the caller's signature of the latest version, with the
 * typed name (the signer's own) and the drawing. Signing again answers the same signature. When the
 * second side signs, the version is complete: its PDF is made and stored once.
 */
export async function signContract(
  db: Db,
  files: PrivateStorage,
  caller: Caller,
  contractId: number,
  body: SignContractInput,
  now: Date,
): Promise<ContractDetail> {
  const { contract, job } = await ownContract(db, caller.role, caller.userId, contractId);
  const [signer] = await db.select({ name: users.name }).from(users).where(eq(users.id, caller.userId));
  const completed = await db.transaction(async (tx) => {
    const latest = await latestForUpdate(tx, contract.id);
    if (!latest) throw notFound();
    const [mine] = await tx
      .select()
      .from(contractSignatures)
      .where(and(eq(contractSignatures.versionId, latest.id), eq(contractSignatures.side, caller.role)));
    if (latest.version !== body.version) throw conflict(M.superseded);
    // Signing twice is one signature: the first one stands.
    if (mine) return null;
    if (!sameName(body.name, signer?.name ?? '')) throw invalid({ name: M.nameMismatch });
    await tx.insert(contractSignatures).values({
      versionId: latest.id,
      side: caller.role,
      userId: caller.userId,
      typedName: body.name,
      strokes: body.strokes as Array<Array<[number, number]>>,
      contentHash: latest.contentHash,
      signedAt: now,
      sessionId: caller.sessionId,
      ip: caller.ip,
    });
    await recordEvent(tx, caller, contract.id, latest.version, 'sign');
    const other: Role = caller.role === 'caregiver' ? 'manager' : 'caregiver';
    const [theirs] = await tx
      .select({ side: contractSignatures.side })
      .from(contractSignatures)
      .where(and(eq(contractSignatures.versionId, latest.id), eq(contractSignatures.side, other)));
    if (theirs) {
      await tx
        .update(contractVersions)
        .set({ completedAt: now })
        .where(and(eq(contractVersions.id, latest.id), isNull(contractVersions.completedAt)));
      await notifyContractEvent(tx, 'contract_completed', contract.id, job, other, now);
      return latest.id;
    }
    await notifyContractEvent(tx, 'contract_signed', contract.id, job, other, now);
    return null;
  });
  if (completed !== null) await ensurePdf(db, files, completed);
  return detailOf(db, caller.role, contract.id);
}

// ---------------------------------------------------------------- the PDF
/**
 * The stored PDF of a complete version: made on the second signature (or here, if that failed), stored
 * in the private file store, its key and SHA-256 written once — a second maker loses the race and drops
 * its copy, so every download is the same bytes.
 */
async function ensurePdf(db: Db, files: PrivateStorage, versionId: number): Promise<ContractVersionRow> {
  const [v] = await db.select().from(contractVersions).where(eq(contractVersions.id, versionId));
  if (!v || !v.completedAt) throw new Error('contract version not complete');
  if (v.pdfKey) return v;
  const sigs = await db.select().from(contractSignatures).where(eq(contractSignatures.versionId, v.id));
  const side = (s: Role) => {
    const sig = sigs.find((x) => x.side === s);
    if (!sig) throw new Error('signature missing');
    return { name: sig.typedName, signedAt: sig.signedAt, strokes: sig.strokes };
  };
  // Loaded with the first signed contract: pdf-lib, fontkit and the font subsetter take half a second to
  // load, which every process start (and every API test file) would otherwise pay.
  const { renderContractPdf } = await import('./pdf');
  const bytes = await renderContractPdf({
    contractId: v.contractId,
    version: v.version,
    fields: v.fields,
    contentHash: v.contentHash,
    completedAt: v.completedAt,
    caregiver: side('caregiver'),
    manager: side('manager'),
  });
  const key = await files.save('contracts', pdfFile(bytes));
  const [won] = await db
    .update(contractVersions)
    .set({ pdfKey: key, pdfSha256: sha256(bytes) })
    .where(and(eq(contractVersions.id, v.id), isNull(contractVersions.pdfKey)))
    .returning();
  if (won) return won;
  await files.remove(key);
  const [stored] = await db.select().from(contractVersions).where(eq(contractVersions.id, v.id));
  return stored!;
}

/** GET /api/{role}/contracts/{contractId}/pdf?version=: the stored PDF of a signed version (the latest signed). */
export async function contractPdf(
  db: Db,
  files: PrivateStorage,
  caller: Caller,
  contractId: number,
  version?: number,
): Promise<{ file: PrivateFile; version: number; sha256: string }> {
  const { contract } = await ownContract(db, caller.role, caller.userId, contractId);
  const versions = await versionsOf(db, contract.id);
  const chosen =
    version === undefined
      ? versions.filter((v) => v.completedAt !== null).at(-1)
      : versions.find((v) => v.version === version);
  if (version !== undefined && !chosen) throw notFound();
  if (!chosen || !chosen.completedAt) throw conflict(M.notSigned);
  const stored = await ensurePdf(db, files, chosen.id);
  const file = stored.pdfKey ? await files.open(stored.pdfKey) : null;
  if (!file) throw notFound();
  await recordEvent(db, caller, contract.id, stored.version, 'download');
  return { file, version: stored.version, sha256: stored.pdfSha256 ?? '' };
}
