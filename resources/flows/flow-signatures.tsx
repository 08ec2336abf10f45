import { VersionSignatures } from '@/audit';

/**
 * The electronic signatures the flow's versions were published under (a flow holding a consent
 * block is published only under one), each row naming its version, from the audit trail.
 */
export function FlowSignatures({ flowId }: { flowId: number }) {
  return <VersionSignatures entity="flows" id={flowId} level={3} />;
}
