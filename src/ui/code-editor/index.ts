export { CodeEditor, type CodeEditorProps } from './code-editor';
export { checkJson, type JsonProblem, type JsonReason } from './json-check';
