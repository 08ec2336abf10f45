import { queryOptions } from '@tanstack/react-query';
import { retryUnlessFinal } from '@/http';
import { getContent, getReport, getVersions, studyKeys } from '../api';
import { getFlows } from '../map/map-api';

/** The study home's panel reads, one definition each for the panel and the page that starts them. */
export const reportRead = (id: string) =>
  queryOptions({ queryKey: studyKeys.report(id), queryFn: () => getReport(id), retry: retryUnlessFinal });

export const contentRead = (id: string) =>
  queryOptions({ queryKey: studyKeys.content(id), queryFn: () => getContent(id), retry: retryUnlessFinal });

export const flowsRead = (id: string) =>
  queryOptions({ queryKey: studyKeys.flows(id), queryFn: () => getFlows(id) });

export const versionsRead = (id: string) =>
  queryOptions({ queryKey: studyKeys.versions(id), queryFn: () => getVersions(id), retry: retryUnlessFinal });
