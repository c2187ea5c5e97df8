import Foundation
import GtkInterop
import XCTest

/// The renderer chosen before GTK starts.
///
/// Cairo and no OpenGL on a machine without a GPU, GTK's own choice otherwise, and a
/// person's own variables first. No display needed.
final class SoftwareRenderingTests: XCTestCase {
  private let cairoWithoutOpenGL = ["GSK_RENDERER": "cairo", "GDK_DEBUG": "gl-disable"]

  func testAMachineWithoutARenderNodeDrawsWithCairoAndOpensNoOpenGL() {
    XCTAssertEqual(
      SoftwareRendering.variables(for: [:], hasRenderNode: false), cairoWithoutOpenGL)
  }

  func testAMachineWithAGPUKeepsGTKsOwnChoice() {
    XCTAssertEqual(SoftwareRendering.variables(for: [:], hasRenderNode: true), [:])
  }

  func testMesaToldToDrawInSoftwareCountsAsNoGPU() {
    for told in ["1", "true", "TRUE", "yes"] {
      XCTAssertEqual(
        SoftwareRendering.variables(for: ["LIBGL_ALWAYS_SOFTWARE": told], hasRenderNode: true),
        cairoWithoutOpenGL, told)
    }
    XCTAssertEqual(
      SoftwareRendering.variables(for: ["LIBGL_ALWAYS_SOFTWARE": "0"], hasRenderNode: true),
      [:])
  }

  func testARendererThePersonChoseIsKept() {
    for renderer in ["gl", "ngl", "vulkan"] {
      XCTAssertEqual(
        SoftwareRendering.variables(for: ["GSK_RENDERER": renderer], hasRenderNode: false), [:],
        renderer)
    }
    XCTAssertEqual(
      SoftwareRendering.variables(for: ["GSK_RENDERER": "cairo"], hasRenderNode: false),
      cairoWithoutOpenGL, "Cairo asked for: OpenGL is still left closed")
  }

  func testOtherDebugFlagsAreKeptAndAnOpenGLFlagIsLeftAlone() {
    XCTAssertEqual(
      SoftwareRendering.variables(for: ["GDK_DEBUG": "events"], hasRenderNode: false),
      ["GSK_RENDERER": "cairo", "GDK_DEBUG": "events,gl-disable"])
    for flags in ["gl-disable", "events,gl-glx", "gl-legacy:misc"] {
      XCTAssertEqual(
        SoftwareRendering.variables(for: ["GDK_DEBUG": flags], hasRenderNode: false), [:],
        flags)
    }
  }

  func testARenderNodeIsFoundByItsName() throws {
    let devices = FileManager.default.temporaryDirectory
      .appendingPathComponent("dri-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: devices, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: devices) }
    XCTAssertFalse(SoftwareRendering.machineHasRenderNode(devices: devices))
    FileManager.default.createFile(
      atPath: devices.appendingPathComponent("card0").path, contents: nil)
    XCTAssertFalse(
      SoftwareRendering.machineHasRenderNode(devices: devices), "a card node alone is KMS only")
    FileManager.default.createFile(
      atPath: devices.appendingPathComponent("renderD128").path, contents: nil)
    XCTAssertTrue(SoftwareRendering.machineHasRenderNode(devices: devices))
    XCTAssertFalse(
      SoftwareRendering.machineHasRenderNode(
        devices: devices.appendingPathComponent("missing", isDirectory: true)))
  }
}
