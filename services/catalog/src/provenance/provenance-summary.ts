/**
 * What the shop tells of an original's Content Credentials, taken from the C2PA manifest store
 * as c2pa-rs writes it as JSON (Reader::json): the active manifest, and the manifests of its
 * ingredients, which say how the work came to be before its last step.
 */
export interface ProvenanceSummary {
  /** What made the work: the creating action's software agent, else the claim generator's name. */
  generator: string | null;
  /** The software that wrote the active manifest (claim_generator_info, or v1's claim_generator). */
  claimGenerator: string | null;
  /** A manifest of the store declares a trained algorithm as (part of) the source. */
  aiGenerated: boolean;
  /** The active manifest's actions in order, e.g. ['c2pa.created', 'c2pa.resized']. */
  actions: string[];
  /** The signing certificate's common name and its issuer (organisation), as the manifest states. */
  signer: string | null;
  issuer: string | null;
  /** c2pa-rs's verdict: Trusted (valid and signed by a trusted certificate), Valid, or Invalid. */
  validationState: ValidationState;
}

export const VALIDATION_STATES = ['Trusted', 'Valid', 'Invalid'] as const;
export type ValidationState = (typeof VALIDATION_STATES)[number];

/** IPTC's digital source types that mean "made by a trained model", wholly or in part. */
const AI_SOURCE_TYPES = new Set(['trainedAlgorithmicMedia', 'compositeWithTrainedAlgorithmicMedia']);

/** The actions that open or create an asset: not edits. */
export const INCEPTION_ACTIONS = new Set(['c2pa.created', 'c2pa.opened']);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** c2pa.actions (v1) and c2pa.actions.v2, possibly with an instance suffix such as `__1`. */
const isActionsAssertion = (label: unknown) =>
  typeof label === 'string' && /^c2pa\.actions(\.v2)?(__\d+)?$/.test(label);

function actionsOf(manifest: Json): Json[] {
  return asArray(manifest.assertions)
    .filter((assertion): assertion is Json => isObject(assertion) && isActionsAssertion(assertion.label))
    .flatMap((assertion) => (isObject(assertion.data) ? asArray(assertion.data.actions) : []))
    .filter(isObject);
}

/** The last path segment of an IPTC URI, or the bare name some writers use. */
const sourceTypeName = (value: unknown) => text(value)?.split('/').at(-1) ?? null;

function isAiAction(action: Json): boolean {
  const own = sourceTypeName(action.digitalSourceType);
  const inParameters = isObject(action.parameters) ? sourceTypeName(action.parameters.digitalSourceType) : null;
  return [own, inParameters].some((name) => name !== null && AI_SOURCE_TYPES.has(name));
}

/** A software agent is a name (v1) or a ClaimGeneratorInfo object (v2). */
function agentName(agent: unknown): string | null {
  if (isObject(agent)) {
    const name = text(agent.name);
    const version = text(agent.version);
    return name && version ? `${name} ${version}` : name;
  }
  return text(agent);
}

function claimGeneratorOf(manifest: Json): string | null {
  const [info] = asArray(manifest.claim_generator_info);
  return agentName(info) ?? text(manifest.claim_generator)?.split(' ')[0]?.replace(/[_/]/g, ' ') ?? null;
}

function validationStateOf(store: Json): ValidationState {
  const state = store.validation_state;
  if (typeof state === 'string' && (VALIDATION_STATES as readonly string[]).includes(state))
    return state as ValidationState;
  // An older writer of the JSON without the state: any failure status means Invalid.
  return asArray(store.validation_status).length > 0 ? 'Invalid' : 'Valid';
}

/** The summary of a manifest store's JSON; null when it has no active manifest. */
export function summarizeManifestStore(store: unknown): ProvenanceSummary | null {
  if (!isObject(store) || !isObject(store.manifests)) return null;
  const manifests = store.manifests as Record<string, unknown>;
  const activeLabel = text(store.active_manifest);
  const active = activeLabel ? manifests[activeLabel] : undefined;
  if (!isObject(active)) return null;

  const actions = actionsOf(active);
  const creating = actions.find((action) => INCEPTION_ACTIONS.has(String(action.action)));
  const claimGenerator = claimGeneratorOf(active);
  const signature = isObject(active.signature_info) ? active.signature_info : {};
  const everyAction = Object.values(manifests).filter(isObject).flatMap(actionsOf);

  return {
    generator: (creating && agentName(creating.softwareAgent)) ?? claimGenerator,
    claimGenerator,
    aiGenerated: everyAction.some(isAiAction),
    actions: actions.map((action) => text(action.action)).filter((name): name is string => name !== null),
    signer: text(signature.common_name),
    issuer: text(signature.issuer),
    validationState: validationStateOf(store),
  };
}
