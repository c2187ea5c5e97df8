import Foundation

/// How GTK draws on a machine without a GPU: with Cairo, and without OpenGL at all.
///
/// On such a machine (a virtual machine, a remote desktop, Xvfb) every OpenGL context is
/// Mesa's software rasteriser, llvmpipe. GTK 4.8 still opens one at start — loading LLVM
/// and compiling its shaders on the CPU — and draws every frame through it, which more than
/// doubles the time to the app's first frame and its memory then (docs/performance.md).
/// GTK itself stopped using its GPU renderers on llvmpipe in 4.14;
/// 4.8 has no such rule, so the app applies it before GTK starts, the only way 4.8 offers:
/// `GSK_RENDERER=cairo`, and `gl-disable` in `GDK_DEBUG` (GDK otherwise still opens the
/// context to choose the window's visual).
///
/// A machine has a GPU when the kernel lists a DRM render node (`/dev/dri/renderD*`);
/// `LIBGL_ALWAYS_SOFTWARE` says Mesa is told to draw in software even so. A person's own
/// choice comes first: a `GSK_RENDERER` other than `cairo`, or a `GDK_DEBUG` that already
/// names a `gl-` flag, leaves everything as it is.
public enum SoftwareRendering {
  /// The environment variables to set before GTK starts, given `environment` and whether
  /// the machine has a GPU render node; empty when GTK's own choice stands.
  public static func variables(
    for environment: [String: String], hasRenderNode: Bool
  ) -> [String: String] {
    let renderer = environment["GSK_RENDERER"] ?? ""
    let debugFlags = environment["GDK_DEBUG"] ?? ""
    guard renderer.isEmpty || renderer == "cairo",
      !debugFlags.split(whereSeparator: { ",: ".contains($0) }).contains(where: {
        $0.hasPrefix("gl-")
      })
    else { return [:] }
    let toldSoftware = ["1", "true", "yes"].contains(
      (environment["LIBGL_ALWAYS_SOFTWARE"] ?? "").lowercased())
    guard toldSoftware || !hasRenderNode else { return [:] }
    return [
      "GSK_RENDERER": "cairo",
      "GDK_DEBUG": debugFlags.isEmpty ? "gl-disable" : debugFlags + ",gl-disable",
    ]
  }

  /// Whether the kernel lists a DRM render node, the device a GPU's OpenGL driver opens.
  public static func machineHasRenderNode(devices: URL = URL(fileURLWithPath: "/dev/dri")) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: devices.path)) ?? []
    return names.contains { $0.hasPrefix("renderD") }
  }

  /// Sets `variables(for:hasRenderNode:)` for this process and answers what it set.
  ///
  /// Call it before GTK starts and while the process has one thread (`setenv`).
  @discardableResult
  public static func applyBeforeGTK(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String: String] {
    let chosen = variables(for: environment, hasRenderNode: machineHasRenderNode())
    for (name, value) in chosen { setenv(name, value, 1) }
    return chosen
  }
}
