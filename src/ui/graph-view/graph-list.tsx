import { Box, Button, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { GraphEdge, GraphNode } from './types';
import './texts';

export interface GraphListProps {
  nodes: readonly GraphNode[];
  edges: readonly GraphEdge[];
  onOpen?(id: string): void;
  ariaLabel: string;
}

/** The diagram as a list, for screen readers and keyboards: each node with where it leads. */
export function GraphList({ nodes, edges, onOpen, ariaLabel }: GraphListProps) {
  const translate = useTranslate();
  const byId = useMemo(() => new Map(nodes.map((n) => [n.id, n])), [nodes]);
  const outgoing = useMemo(() => {
    const out = new Map<string, GraphEdge[]>();
    for (const e of edges) {
      if (!byId.has(e.source) || !byId.has(e.target)) continue;
      out.set(e.source, [...(out.get(e.source) ?? []), e]);
    }
    return out;
  }, [edges, byId]);

  return (
    <Box
      component="ol"
      aria-label={translate('ui.graph_view.list_label', { name: ariaLabel })}
      sx={{ pl: 3, my: 1 }}
    >
      {nodes.map((node) => {
        const leads = outgoing.get(node.id) ?? [];
        const group = node.parentId === undefined ? undefined : byId.get(node.parentId);
        const tone =
          node.tone && node.tone !== 'default' ? translate(`ui.graph_view.tone.${node.tone}`) : undefined;
        const name = [node.kind, node.label, tone].filter(Boolean).join(', ');
        return (
          <Box component="li" key={node.id} sx={{ mb: 1 }}>
            {onOpen ? (
              <Button
                size="small"
                onClick={() => onOpen(node.id)}
                sx={{ textTransform: 'none', p: 0, minWidth: 0 }}
              >
                {name}
              </Button>
            ) : (
              <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                {name}
              </Typography>
            )}
            {node.detail && (
              <Typography variant="body2" component="span" sx={{ ml: 1, color: 'text.secondary' }}>
                {node.detail}
              </Typography>
            )}
            {group && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {translate('ui.graph_view.member_of', { group: group.label })}
              </Typography>
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate(leads.length > 0 ? 'ui.graph_view.leads_to' : 'ui.graph_view.leads_nowhere')}
            </Typography>
            {leads.length > 0 && (
              <Box component="ul" sx={{ pl: 3, my: 0 }}>
                {leads.map((edge) => {
                  const target = byId.get(edge.target)?.label ?? edge.target;
                  const label = [edge.kind, edge.label].filter(Boolean).join(': ');
                  return (
                    <Typography component="li" variant="body2" key={edge.id}>
                      {label ? translate('ui.graph_view.edge_to', { target, label }) : target}
                    </Typography>
                  );
                })}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
