// antd's icons the light pages use: path data of @ant-design/icons-svg (MIT), one module each, kept here rather
// than imported from there: antd imports several of the same modules, and the build would then place them in
// antd's core chunk, which a light page would load for one icon. One module each, so every chunk carries only its own.

/** One or more paths in antd's 1024-unit box. */
export interface LightIconData {
  paths: string[];
}
