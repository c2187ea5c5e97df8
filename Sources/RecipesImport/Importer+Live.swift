import Foundation
import RecipesCore

extension Importer {
  /// The importer of the app and the command line, working with `context`.
  ///
  /// It detects the source, fetches pages with the app's session, reads them with the
  /// pure readers, keeps pictures and saves into the library. Its failures are
  /// `ImportError`s.
  public static func live(_ context: ImportContext) -> Importer {
    Importer(
      source: { address, pageURL in
        try ImportSourceDetector.source(address, pageURL: pageURL)
      },
      importSources: { sources in
        try await RecipeImport(context: context).run(sources)
      },
      keepPicture: { file, id in
        try context.pictures.keep(file, for: id)
      }
    )
  }
}
